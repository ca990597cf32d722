"""Double-six dominoes' own catalogue entries, in English and Italian.

The Italian words are the source's: "tessera" (tile), "mucchio" (the
boneyard), "doppio"/"doppione" (a double), "pescare" (to draw), "passare",
"giro" (a round), "punti" (pips and points)."""

MESSAGES: dict[str, dict[str, str]] = {
    "en": {
        "game_title.dominoes": "Double-six dominoes",
        "side.green": "Green",
        "side.yellow": "Yellow",
        "result.green": "Green wins",
        "result.yellow": "Yellow wins",
        "termination.dominoes_target": "reached the target score",
        "type.dominoes_whole": "{name} must be a whole number (an int), not {value}.",
        "type.dominoes_scoring": "{name} must be \"source\" or \"common\", not {value}.",
        "type.dominoes_action": (
            "{name} must be an action or its text, like 3|6@6|6:2, not {value}."
        ),
        "type.dominoes_game": (
            "{name} must be a dominoes match, like games.new(\"dominoes\"), not {value}."
        ),
        "dominoes.setting.unknown": (
            "{name} is not a setting of dominoes; the settings are: {known}."
        ),
        "dominoes.setting.players": "Dominoes is for 2 to 4 players, not {value}.",
        "dominoes.setting.hand_size": (
            "{value} tiles each is not possible for {players} players: from 1 to {most} "
            "(the set has 28 tiles)."
        ),
        "dominoes.setting.target": "The target must be from 1 to {most} points, not {value}.",
        "dominoes.setting.scoring": (
            "'{value}' is not a way of scoring: say \"source\" (the rules sheet's) or \"common\"."
        ),
        "dominoes.setting.in_position": (
            "{name} cannot be given with a position: the position text holds every setting."
        ),
        "dominoes.bad_seat": "{value} is not a player of this match: {seats}.",
        "dominoes.action.syntax": (
            "'{text}' is not an action: write a tile and where it goes, like 3|6@6|6:2 "
            "(3|6 on the second face of 6|6), or draw, pass, deal."
        ),
        "dominoes.action.no_draw": "{action}: you cannot draw now; allowed: {choices}.",
        "dominoes.action.no_pass": "{action}: you cannot pass now; allowed: {choices}.",
        "dominoes.action.no_deal": "{action}: the round is not over; allowed: {choices}.",
        "dominoes.action.deal_first": "{action}: the round is over: deal the next one first.",
        "dominoes.action.not_allowed": (
            "{action} is not one of the actions allowed now: {choices}."
        ),
        "dominoes.action.not_in_hand": "{action}: {side} does not hold that tile.",
        "dominoes.action.does_not_fit": (
            "{action}: that tile matches no open end ({ends}); allowed: {choices}."
        ),
        "dominoes.action.which_face": (
            "{action}: that tile fits more than one open face: say which, one of {choices}."
        ),
        "dominoes.action.no_such_face": (
            "{action}: the tile does not go there; it can go: {choices}."
        ),
        "dominoes.position.bad_field": (
            "'{value}' is not a field of a dominoes position; the fields are: {known}."
        ),
        "dominoes.position.field_twice": "The field {name} is given twice.",
        "dominoes.position.missing": "The position lacks: {names}.",
        "dominoes.position.bad_settings": "The position's settings are wrong: {problem}",
        "dominoes.position.count": "{name} must list {count} players.",
        "dominoes.position.bad_turn": "'{value}' is not a player of this match: {seats}.",
        "dominoes.position.bad_between": "between must be yes or no, not '{value}'.",
        "dominoes.position.tile_count": (
            "The tile {tile} appears {count} times: each of the 28 tiles must be somewhere once."
        ),
        "dominoes.position.bad_number": "{name} must be a whole number, not '{value}'.",
        "dominoes.position.bad_tile": "In {name}, '{value}' is not a tile (write it like 3|5).",
        "dominoes.position.bad_lead": "The first tile on the table must be a double, not {value}.",
        "dominoes.position.bad_placement": (
            "'{value}' cannot be placed there: the open faces were {faces}."
        ),
        "type.dominoes_tile": "{name} must be a tile, a pair of numbers like (3, 5), not {value}.",
        "type.dominoes_face": "{name} must be a face of the table (a Face) or None, not {value}.",
        "type.dominoes_seats": (
            "{name} must be a list with one kind per seat, like [\"person\", \"medium\"], "
            "not {value}."
        ),
        "dominoes.action.not_a_tile": (
            "{value} is not a tile of the double-six set: its numbers go from 0 to 6."
        ),
        "dominoes.action.not_a_face": (
            "{tile} has no face {slot} showing {number}: faces are numbered 0 to 3 and show "
            "a number of their tile."
        ),
        "dominoes.position.range": (
            "{name} must be a whole number from {least} to {most}, not {value}."
        ),
        "dominoes.position.empty_table": (
            "The table is empty, so the round has just been dealt: no one can have passed and "
            "the round is not over (O3)."
        ),
        "dominoes.position.no_double": (
            "No hand holds a double: such a deal is collected and dealt again (O2)."
        ),
        "dominoes.position.lead": (
            "{side} is to move on an empty table, but {holder} holds the highest double, {tile}, "
            "and leads it (O3)."
        ),
        "dominoes.position.target_reached": (
            "{sides}: at or above the target ({target}). The match ends as soon as one player "
            "reaches it, so only one can, and no round follows (between=no, O9)."
        ),
        "dominoes.position.too_many_points": (
            "{side} has {value} points: a round scores at most 168, so the match's winner has "
            "at most {most} (O8, O9)."
        ),
        "dominoes.position.empty_hand": (
            "{side}'s hand is empty, so the round is over: write between=yes (O7)."
        ),
        "dominoes.position.pass_with_boneyard": (
            "passes={passes}, but a player passes only when the boneyard is empty (O4)."
        ),
        "dominoes.position.passed_with_a_fit": (
            "{side} passed but holds {tile}, which fits an open end: a player who can play "
            "must (O4)."
        ),
        "dominoes.position.passes_after_end": (
            "passes={passes}, but once a round is over the passes count from 0 again."
        ),
        "dominoes.position.two_empty_hands": (
            "{sides} have no tiles: a round ends as soon as one hand is empty (O7)."
        ),
        "dominoes.position.match_winner": (
            "{side} has reached the target, so {side} won the last round: with the only empty "
            "hand, or the fewest pips when it was blocked (O7, O9)."
        ),
        "dominoes.position.winner_to_move": (
            "{side} won the round, so {side} is the one to move (and deals the next round)."
        ),
        "dominoes.position.not_over": (
            "The round is said to be over, but no hand is empty and the boneyard still has "
            "tiles (O7)."
        ),
        "dominoes.position.not_blocked": (
            "The round is said to be over, but no hand is empty and {side} holds {tile}, which "
            "fits an open end (O5a, O7)."
        ),
        "dominoes.session.bad_button": "'{value}' is not a button of the table: {buttons}.",
        "dominoes.session.computer_to_move": (
            "{side} is a computer player: the computer plays its turn (start), a person "
            "cannot play it."
        ),
        "dominoes.tell.sentence": "{side} {phrase}.",
        "dominoes.tell.turn": "{side} {phrase}",
        "dominoes.tell.and": "{first} and {then}",
        "dominoes.tell.lead": "leads {tile}",
        "dominoes.tell.play": "plays {tile} on the {number} of {on}",
        "dominoes.tell.pass": "passes",
        "dominoes.tell.deal": "deals round {round}",
        "dominoes.tell.draw_one": "draws a tile",
        "dominoes.tell.draw_many": "draws {count} tiles",
        "dominoes.end.domino": "{side} went out: domino!",
        "dominoes.end.blocked": (
            "No one can play: the round is blocked. {side} has the fewest pips ({pips})."
        ),
        "dominoes.end.tie": (
            "No one can play: the round is blocked, and {sides} tie for the fewest pips "
            "({pips}): no one scores."
        ),
        "dominoes.end.pips": "Pips left: {pips}.",
        "dominoes.end.sum": "{sum} = {points} points for {side}.",
        "dominoes.end.scoreboard": "{points} (target {target})",
        "dominoes.view.boneyard": "Boneyard: {count}",
        "dominoes.view.seat": "{side} · {points} points",
        "dominoes.view.hand": "{side}'s hand: {tiles}.",
        "dominoes.view.backs": "{side} holds {count} tiles.",
        "dominoes.view.from": "Seen from",
        "dominoes.view.every_hand": "every hand",
        "dominoes.session.seats": (
            "'{value}' cannot seat {players} players: give one of {kinds} for each seat."
        ),
        "dominoes.session.bad_click": "{value} is not a tile or a face of this table.",
        "dominoes.session.your_turn": (
            "{side} to play: click a raised tile (it fits an open end)."
        ),
        "dominoes.session.pick_face": (
            "{side}: {tile} fits more than one open end: click where it goes."
        ),
        "dominoes.session.must_draw": "{side}: nothing fits. Draw from the boneyard.",
        "dominoes.session.must_pass": "{side}: nothing fits and the boneyard is empty. Pass.",
        "dominoes.session.show_first": (
            "{side}'s turn. Only {side} should look: press “Show my hand”."
        ),
        "dominoes.session.computer_turn": "{side} (the computer) is thinking.",
        "dominoes.session.round_over": "Round {round} is over: press “Next round” to deal.",
        "dominoes.session.match_over": "{result}. Points: {points}",
        "dominoes.button.show": "Show my hand",
        "dominoes.button.draw": "Draw",
        "dominoes.button.pass": "Pass",
        "dominoes.button.deal": "Next round",
        "dominoes.button.new": "New match",
        "dominoes.step.draw": "draw",
        "dominoes.step.pass": "pass",
        "dominoes.step.deal": "next round",
    },
    "it": {
        "game_title.dominoes": "Domino doppio sei",
        "side.green": "Verde",
        "side.yellow": "Giallo",
        "result.green": "Vince il Verde",
        "result.yellow": "Vince il Giallo",
        "termination.dominoes_target": "ha raggiunto il punteggio",
        "type.dominoes_whole": "{name} deve essere un numero intero (un int), non {value}.",
        "type.dominoes_scoring": "{name} deve essere \"source\" o \"common\", non {value}.",
        "type.dominoes_action": (
            "{name} deve essere un'azione o il suo testo, come 3|6@6|6:2, non {value}."
        ),
        "type.dominoes_game": (
            "{name} deve essere una partita a domino, come games.new(\"dominoes\"), non {value}."
        ),
        "dominoes.setting.unknown": (
            "{name} non è un'impostazione del domino; le impostazioni sono: {known}."
        ),
        "dominoes.setting.players": "Il domino si gioca da 2 a 4, non in {value}.",
        "dominoes.setting.hand_size": (
            "{value} tessere a testa non è possibile in {players}: da 1 a {most} "
            "(la serie ha 28 tessere)."
        ),
        "dominoes.setting.target": (
            "Il punteggio da raggiungere deve essere da 1 a {most}, non {value}."
        ),
        "dominoes.setting.scoring": (
            "'{value}' non è un modo di contare: scrivi \"source\" (quello del foglio di regole) "
            "o \"common\"."
        ),
        "dominoes.setting.in_position": (
            "{name} non si può dare insieme a una posizione: il testo della posizione contiene "
            "già ogni impostazione."
        ),
        "dominoes.bad_seat": "{value} non è un giocatore di questa partita: {seats}.",
        "dominoes.action.syntax": (
            "'{text}' non è un'azione: scrivi una tessera e dove va, come 3|6@6|6:2 "
            "(3|6 sulla seconda faccia di 6|6), oppure pesca (draw), passa (pass), "
            "giro seguente (deal)."
        ),
        "dominoes.action.no_draw": "{action}: ora non puoi pescare; puoi: {choices}.",
        "dominoes.action.no_pass": "{action}: ora non puoi passare; puoi: {choices}.",
        "dominoes.action.no_deal": "{action}: il giro non è finito; puoi: {choices}.",
        "dominoes.action.deal_first": (
            "{action}: il giro è finito: prima distribuisci il prossimo."
        ),
        "dominoes.action.not_allowed": (
            "{action} non è tra le azioni possibili ora: {choices}."
        ),
        "dominoes.action.not_in_hand": "{action}: il {side} non ha quella tessera.",
        "dominoes.action.does_not_fit": (
            "{action}: quella tessera non combacia con nessuna estremità aperta ({ends}); "
            "puoi: {choices}."
        ),
        "dominoes.action.which_face": (
            "{action}: quella tessera va su più di una faccia aperta: scrivi quale, una tra "
            "{choices}."
        ),
        "dominoes.action.no_such_face": (
            "{action}: la tessera non va lì; può andare: {choices}."
        ),
        "dominoes.position.bad_field": (
            "'{value}' non è un campo di una posizione del domino; i campi sono: {known}."
        ),
        "dominoes.position.field_twice": "Il campo {name} compare due volte.",
        "dominoes.position.missing": "Alla posizione manca: {names}.",
        "dominoes.position.bad_settings": (
            "Le impostazioni della posizione sono sbagliate: {problem}"
        ),
        "dominoes.position.count": "{name} deve elencare {count} giocatori.",
        "dominoes.position.bad_turn": "'{value}' non è un giocatore di questa partita: {seats}.",
        "dominoes.position.bad_between": "between deve essere yes o no, non '{value}'.",
        "dominoes.position.tile_count": (
            "La tessera {tile} compare {count} volte: ognuna delle 28 tessere deve esserci una "
            "volta sola."
        ),
        "dominoes.position.bad_number": "{name} deve essere un numero intero, non '{value}'.",
        "dominoes.position.bad_tile": (
            "In {name}, '{value}' non è una tessera (scrivila come 3|5)."
        ),
        "dominoes.position.bad_lead": (
            "La prima tessera sul tavolo deve essere un doppio, non {value}."
        ),
        "dominoes.position.bad_placement": (
            "'{value}' non si può mettere lì: le facce aperte erano {faces}."
        ),
        "type.dominoes_tile": (
            "{name} deve essere una tessera, una coppia di numeri come (3, 5), non {value}."
        ),
        "type.dominoes_face": (
            "{name} deve essere una faccia del tavolo (una Face) o None, non {value}."
        ),
        "type.dominoes_seats": (
            "{name} deve essere una lista con un tipo per posto, come [\"person\", \"medium\"], "
            "non {value}."
        ),
        "dominoes.action.not_a_tile": (
            "{value} non è una tessera del doppio sei: i suoi numeri vanno da 0 a 6."
        ),
        "dominoes.action.not_a_face": (
            "{tile} non ha una faccia {slot} che mostra {number}: le facce sono numerate da 0 a 3 "
            "e mostrano un numero della loro tessera."
        ),
        "dominoes.position.range": (
            "{name} deve essere un numero intero da {least} a {most}, non {value}."
        ),
        "dominoes.position.empty_table": (
            "Il tavolo è vuoto, quindi il giro è appena stato distribuito: nessuno può aver "
            "passato, e il giro non è finito (O3)."
        ),
        "dominoes.position.no_double": (
            "Nessuna mano ha un doppio: una distribuzione così si raccoglie e si rifà (O2)."
        ),
        "dominoes.position.lead": (
            "Tocca al {side} sul tavolo vuoto, ma il {holder} ha il doppio più alto, {tile}, "
            "e apre lui (O3)."
        ),
        "dominoes.position.target_reached": (
            "{sides}: al punteggio da raggiungere ({target}) o oltre. La partita finisce appena "
            "un giocatore lo raggiunge, quindi solo uno può, e non segue un altro giro "
            "(between=no, O9)."
        ),
        "dominoes.position.too_many_points": (
            "Il {side} ha {value} punti: un giro vale al massimo 168, quindi il vincitore della "
            "partita ne ha al massimo {most} (O8, O9)."
        ),
        "dominoes.position.empty_hand": (
            "La mano del {side} è vuota, quindi il giro è finito: scrivi between=yes (O7)."
        ),
        "dominoes.position.pass_with_boneyard": (
            "passes={passes}, ma si passa solo quando il mucchio è vuoto (O4)."
        ),
        "dominoes.position.passed_with_a_fit": (
            "Il {side} ha passato ma ha {tile}, che combacia con un'estremità aperta: chi può "
            "giocare deve farlo (O4)."
        ),
        "dominoes.position.passes_after_end": (
            "passes={passes}, ma a giro finito i passaggi si contano di nuovo da 0."
        ),
        "dominoes.position.two_empty_hands": (
            "{sides} non hanno tessere: un giro finisce appena una mano è vuota (O7)."
        ),
        "dominoes.position.match_winner": (
            "Il {side} ha raggiunto il punteggio, quindi ha vinto l'ultimo giro: con l'unica "
            "mano vuota, o con meno punti in mano a giro bloccato (O7, O9)."
        ),
        "dominoes.position.winner_to_move": (
            "Il {side} ha vinto il giro, quindi tocca a lui (e distribuisce il prossimo giro)."
        ),
        "dominoes.position.not_over": (
            "Il giro risulta finito, ma nessuna mano è vuota e il mucchio ha ancora tessere (O7)."
        ),
        "dominoes.position.not_blocked": (
            "Il giro risulta finito, ma nessuna mano è vuota e il {side} ha {tile}, che "
            "combacia con un'estremità aperta (O5a, O7)."
        ),
        "dominoes.session.bad_button": "'{value}' non è un pulsante del tavolo: {buttons}.",
        "dominoes.session.computer_to_move": (
            "Il {side} è un giocatore del computer: il suo turno lo gioca il computer (start), "
            "non una persona."
        ),
        "dominoes.tell.sentence": "{side}: {phrase}.",
        "dominoes.tell.turn": "{side}: {phrase}",
        "dominoes.tell.and": "{first} e {then}",
        "dominoes.tell.lead": "apre con {tile}",
        "dominoes.tell.play": "gioca {tile} sul numero {number} di {on}",
        "dominoes.tell.pass": "passa",
        "dominoes.tell.deal": "distribuisce il giro {round}",
        "dominoes.tell.draw_one": "pesca una tessera",
        "dominoes.tell.draw_many": "pesca {count} tessere",
        "dominoes.end.domino": "{side} ha finito le tessere: domino!",
        "dominoes.end.blocked": (
            "Nessuno può giocare: il giro è bloccato. {side} ha meno punti in mano ({pips})."
        ),
        "dominoes.end.tie": (
            "Nessuno può giocare: il giro è bloccato, e {sides} hanno pari punti in mano "
            "({pips}): nessuno segna."
        ),
        "dominoes.end.pips": "Punti rimasti in mano: {pips}.",
        "dominoes.end.sum": "{sum} = {points} punti per {side}.",
        "dominoes.end.scoreboard": "{points} (si gioca a {target})",
        "dominoes.view.boneyard": "Mucchio: {count}",
        "dominoes.view.seat": "{side} · {points} punti",
        "dominoes.view.hand": "Mano del {side}: {tiles}.",
        "dominoes.view.backs": "Il {side} ha {count} tessere.",
        "dominoes.view.from": "Visto da",
        "dominoes.view.every_hand": "tutte le mani",
        "dominoes.session.seats": (
            "'{value}' non basta per {players} giocatori: per ogni posto scrivi uno tra {kinds}."
        ),
        "dominoes.session.bad_click": "{value} non è una tessera o una faccia di questo tavolo.",
        "dominoes.session.your_turn": (
            "Tocca al {side}: clicca una tessera sollevata (combacia con un'estremità aperta)."
        ),
        "dominoes.session.pick_face": (
            "{side}: {tile} va su più di un'estremità aperta: clicca dove metterla."
        ),
        "dominoes.session.must_draw": "{side}: non combacia niente. Pesca dal mucchio.",
        "dominoes.session.must_pass": (
            "{side}: non combacia niente e il mucchio è vuoto. Passa."
        ),
        "dominoes.session.show_first": (
            "Tocca al {side}. Guardi solo il {side}: premi «Mostra la mia mano»."
        ),
        "dominoes.session.computer_turn": "Il {side} (il computer) sta pensando.",
        "dominoes.session.round_over": "Il giro {round} è finito: premi «Giro seguente».",
        "dominoes.session.match_over": "{result}. Punti: {points}",
        "dominoes.button.show": "Mostra la mia mano",
        "dominoes.button.draw": "Pesca",
        "dominoes.button.pass": "Passa",
        "dominoes.button.deal": "Giro seguente",
        "dominoes.button.new": "Nuova partita",
        "dominoes.step.draw": "pesca",
        "dominoes.step.pass": "passa",
        "dominoes.step.deal": "giro seguente",
    },
}
