"""Italiano: every key of the English catalogue, for an Italian classroom.

The words follow the source sheet ("tessera", "Jolly", "Rosso", "Blu",
"re, regina, torre, alfiere, cavallo", "catturare"); a half of the tile
is "il numero" (the sheet's "il numero uscito"), a forfeited half is
"saltato". The player is addressed with "tu".

A piece kind in a template takes its article from :data:`FORMS`:
``{kind:il}`` is "la torre" or "l'alfiere", ``{kind:Il}`` the same with a
capital (to start a sentence); see :func:`dominochess_widget.core.messages.translate`.
"""

#: The forms of the words that templates pass as parameters (piece kinds,
#: "pezzo", "qualsiasi pezzo"), by the word's catalogue key, then by form:
#: ``il`` (definite article), ``un`` (indefinite), ``nessun`` (none),
#: ``del`` (of the), ``tuo`` (your), ``pl`` (plural).
FORMS: dict[str, dict[str, str]] = {
    "kind.king": {
        "il": "il re", "un": "un re", "nessun": "nessun re", "del": "del re",
        "tuo": "il tuo re", "pl": "re",
    },
    "kind.queen": {
        "il": "la regina", "un": "una regina", "nessun": "nessuna regina",
        "del": "della regina", "tuo": "la tua regina", "pl": "regine",
    },
    "kind.rook": {
        "il": "la torre", "un": "una torre", "nessun": "nessuna torre", "del": "della torre",
        "tuo": "la tua torre", "pl": "torri",
    },
    "kind.bishop": {
        "il": "l'alfiere", "un": "un alfiere", "nessun": "nessun alfiere",
        "del": "dell'alfiere", "tuo": "il tuo alfiere", "pl": "alfieri",
    },
    "kind.knight": {
        "il": "il cavallo", "un": "un cavallo", "nessun": "nessun cavallo",
        "del": "del cavallo", "tuo": "il tuo cavallo", "pl": "cavalli",
    },
    "board.piece": {
        "il": "il pezzo", "un": "un pezzo", "nessun": "nessun pezzo", "del": "del pezzo",
        "tuo": "il tuo pezzo", "pl": "pezzi",
    },
    "narration.any_piece": {
        "il": "un pezzo qualsiasi", "un": "un pezzo qualsiasi", "nessun": "nessun pezzo",
        "del": "di un pezzo qualsiasi", "tuo": "un tuo pezzo qualsiasi",
        "pl": "pezzi qualsiasi",
    },
    "narration.nothing": {
        "il": "niente", "un": "niente", "nessun": "niente", "del": "di niente",
        "tuo": "niente", "pl": "niente",
    },
}

MESSAGES: dict[str, str] = {
    # sides, kinds, results
    "side.red": "Rosso",
    "side.blue": "Blu",
    "kind.king": "re",
    "kind.queen": "regina",
    "kind.rook": "torre",
    "kind.bishop": "alfiere",
    "kind.knight": "cavallo",
    "result.red": "Vince il Rosso",
    "result.blue": "Vince il Blu",
    "result.draw": "Patta",
    "termination.kings_captured": "catturati i due re",
    "termination.resignation": "abbandono",
    "termination.draw_rule": "troppi turni senza catture (D4)",
    "termination.agreement": "accordo tra i giocatori",
    "nomove.zero": "lo 0 non muove pezzi",
    "nomove.all_captured": "non resta {kind:nessun}",
    "nomove.already_moved": "{kind:il} ha già mosso",
    "nomove.blocked": "{kind:nessun} può muoversi",
    # narration: what each half did
    "narration.nothing": "niente",
    "narration.any_piece": "qualsiasi pezzo",
    "narration.move": "{half} → {what}: {move}",
    "narration.zero": "{half}: nessuna mossa",
    "narration.all_captured": "{half}: non resta {what:nessun}",
    "narration.blocked": "{half}: {what:nessun} può muoversi",
    "narration.blocked_jolly": "{half}: nessun pezzo può muoversi",
    "narration.already_moved": "{half}: {kind:il} in {square} ha già mosso",
    "narration.result": "{result}: {why}",
    "narration.selects": "{half} → {what}",
    # settings
    "tile.bad_text": "{value!r} non è una tessera del domino: scrivila come 3|5.",
    "tile.bad_value": (
        "{value} non è una tessera del domino: una tessera ha due numeri da 0 a 6, "
        "come (3, 5)."
    ),
    "seed.bad": "{value} non è un seme: il seme è un numero intero da 0 a {most}.",
    "mapping.not_permutation": (
        "La corrispondenza {value} deve dare a ciascuno tra K, Q, R, B, N un numero da 1 a 5, "
        "ogni numero una volta sola."
    ),
    "mapping.bad_text": (
        "{value!s} non è una corrispondenza numeri → pezzi: scrivila come "
        "\"1=K 2=Q 3=R 4=B 5=N\" oppure \"KQRBN\"."
    ),
    "draw_rule.bad": (
        "{value} non è una regola per la patta: scrivi un numero di turni (1 o più), "
        "oppure None per disattivarla."
    ),
    "number.bad": "{value} non è un numero del domino: usa un numero da 0 a 6.",
    # argomenti del tipo sbagliato ({name} è il parametro)
    "type.int": "{name} deve essere un numero intero (un int), non {value}.",
    "type.bool": "{name} deve essere True o False, non {value}.",
    "type.text": "{name} deve essere un testo (una str), non {value}.",
    "type.side": "{name} deve essere \"red\" (Rosso) o \"blue\" (Blu), non {value}.",
    "type.tiles": (
        "{name} deve essere una lista di tessere, cominciando da quella in cima, "
        "come [(3, 5), (0, 4)], non {value}."
    ),
    "type.action": "{name} deve essere un'Action o il suo testo, come 3:Ra1-a4, non {value}.",
    "type.kind": "{name} deve essere un tipo di pezzo, come Kind.ROOK, oppure None, non {value}.",
    "type.draw_rule": (
        "{name} deve essere un numero di turni (un int, 1 o più), oppure None per disattivare "
        "la regola, non {value}."
    ),
    "type.game": "{name} deve essere una Game, per esempio Game.new(seed=1), non {value}.",
    "type.game_state": (
        "{name} deve essere una partita, per esempio games.new(\"russian\"), non {value}."
    ),
    "type.seat": "{name} deve essere il nome di un posto (una str), come \"white\", non {value}.",
    "cell.bad": "{square} non è una casa di questa scacchiera.",
    "square.bad": (
        "{name}: {value} non è una casella: le caselle sono numerate da 0 (a1) a 63 (h8)."
    ),
    # positions
    "position.rank_count": (
        "Una disposizione ha 8 righe separate da '/', ma questa ne ha {found}."
    ),
    "position.bad_char": (
        "'{char}' nella riga {rank} non è un pezzo: usa K Q R B N (Rosso) o k q r b n (Blu), "
        "oppure una cifra per le caselle vuote."
    ),
    "position.rank_width": "La riga {rank} descrive {found} caselle invece di 8.",
    "position.too_many": (
        "Il {side} ha {count} {kind:pl}; ogni giocatore ne ha al massimo {most}."
    ),
    "position.no_king": "Il {side} non ha nessun re: ogni giocatore deve averne almeno uno.",
    "position.bad_side": "{value} non è un giocatore: scrivi \"red\" (Rosso) o \"blue\" (Blu).",
    "pool.repeated": (
        "La tessera {tile} compare due volte nel mucchio; nel domino ogni tessera c'è "
        "una volta sola."
    ),
    # actions
    "action.syntax": (
        "'{text}' non è un'azione: scrivi il numero della tessera, i due punti e poi la mossa, "
        "come 3:Ra1-a4, oppure il numero e '-' (come 0:-) quando quel numero non ha mosse."
    ),
    "action.bad_half": "'{text}': il numero deve essere da 0 a 6, non {half}.",
    "action.bad_letter": "'{text}': '{letter}' non è la lettera di un pezzo (K Q R B N).",
    "action.bad_half_value": "Un numero del domino va da 0 a 6, non {value}.",
    "action.origin_without_target": (
        "Una mossa ha bisogno di due caselle, partenza e arrivo; un numero usato senza mossa "
        "non ne ha nessuna."
    ),
    "action.game_over": "{action}: la partita è finita ({result}).",
    "action.half_used": "{action}: il numero {half} è già stato usato in questo turno.",
    "action.half_not_on_tile": (
        "{action}: la tessera è [{low}|{high}], quindi il numero {half} non c'è."
    ),
    "action.forfeit_not_allowed": (
        "{action}: il numero {half} ha ancora una mossa (per esempio {example}); "
        "quando una mossa è possibile, è obbligatoria."
    ),
    "action.zero_moves_nothing": "{action}: lo 0 non muove nessun pezzo; scrivi 0:-.",
    "action.no_piece": "{action}: in {square} non c'è nessun pezzo.",
    "action.not_your_piece": "{action}: {kind:il} in {square} è del {side}.",
    "action.wrong_letter": "{action}: in {square} c'è {kind:un}, non un pezzo {letter}.",
    "action.wrong_kind": (
        "{action}: il numero {half} muove {wanted:un}, ma in {square} c'è {kind:un}."
    ),
    "action.already_moved": (
        "{action}: {kind:il} in {square} ha già mosso in questo turno; lo stesso pezzo "
        "non può muovere due volte."
    ),
    "action.same_square": "{action}: un pezzo che muove deve lasciare la sua casella ({square}).",
    "action.own_piece": "{action}: in {square} c'è già {kind:tuo}.",
    "action.wrong_shape": "{action}: {kind:un} non può andare da {origin} a {target}.",
    "action.blocked": (
        "{action}: {kind:il} non può andare da {origin} a {target}: in {square} c'è un pezzo "
        "che blocca la strada."
    ),
    "action.nothing_to_capture": (
        "{action}: in {square} non c'è niente da catturare; usa '-'."
    ),
    "action.capture_unmarked": (
        "{action}: questa mossa cattura {kind:il} in {square}; usa 'x'."
    ),
    "action.illegal": "{action}: adesso questa azione non è permessa.",
    "undo.nothing": "Non c'è niente da annullare.",
    # il modello dell'editor di studi (dominochess_widget.study)
    "study.game_or_record": (
        "Uno studio parte dal nome di un gioco o da una partita registrata: dai una delle "
        "due cose, non {given}."
    ),
    "study.record_alone": (
        "Una partita registrata porta già il suo inizio e le sue regole: non dare {name} "
        "insieme a lei."
    ),
    "study.at_start": "Questo è l'inizio: non c'è nessuna mossa prima.",
    "study.at_end": "Non c'è nessuna mossa dopo questa.",
    "study.no_path": "In questo studio non c'è nessuna mossa in {path}.",
    "study.nothing_to_delete": "L'inizio non si può cancellare: prima vai a una mossa.",
    "study.already_main": "Questa linea è già la linea principale.",
    "study.bad_colour": (
        "{value} non è un colore per un segno: usa verde, rosso, giallo o blu."
    ),
    "study.bad_cell": "{value} non è una casa di questa scacchiera: scrivila come {example}.",
    "study.no_cells": "Questo gioco non ha case da segnare.",
    "study.same_cell": "Una freccia va da una casa a un'altra, non da {cell} a sé stessa.",
    "study.resign_ends": (
        "Un abbandono che chiude la partita non è una mossa dello studio: la partita "
        "registrata lo dice nel tag Result."
    ),
    "type.study_record": (
        "{name} deve essere una partita registrata, il suo testo, il percorso di un file "
        "(un pathlib.Path) o il nome di un esempio, non {value}."
    ),
    "type.study_settings": (
        "{name} deve essere un dizionario delle regole del gioco, come "
        "dict(officer=\"flying\"), non {value}."
    ),
    "type.study_cell": (
        "{name} deve essere il numero di una casa (un int) o il suo nome, come \"d4\", "
        "non {value}."
    ),
    "type.study_path": (
        "{name} deve essere una lista di numeri interi, i posti delle varianti "
        "dall'inizio, non {value}."
    ),
    "type.study_file": (
        "{name} deve essere il percorso di un file (uno str o un pathlib.Path), non {value}."
    ),
    # scegliere la tessera pescata (Study.draw, la registrazione degli scacchi domino)
    "study.draw_fixed": "In {game} non si pesca nulla che l'autore possa scegliere.",
    "study.draw_not_at_end": (
        "Una tessera si sceglie dove finisce la linea principale: prima vai alla sua ultima "
        "mossa (i turni precedenti tengono le tessere che hanno pescato)."
    ),
    "study.draw_in_variation": (
        "Pescare {draw} qui cambierebbe la tessera della variante in {move}: prima cancella "
        "quella variante."
    ),
    "draw.game_over": "La partita è finita: non si pescano più tessere.",
    "draw.mid_turn": (
        "Questo turno è cominciato con {tile}: una tessera si sceglie prima di giocare la "
        "prima metà del turno (torna al suo inizio)."
    ),
    "draw.position_pool": (
        "Questa partita è cominciata da una posizione con il suo mucchio e il suo seme, che "
        "decidono ogni tessera: cambia invece il mucchio nella posizione."
    ),
    "draw.already_drawn": (
        "La tessera {tile} è già stata pescata in questo giro (pesca {draw}); le 28 tessere "
        "si rimescolano solo dopo che sono state pescate tutte."
    ),
    "draw.not_in_pool": (
        "La tessera {tile} non è nel mucchio di questa partita: la sua posizione l'ha lasciata "
        "fuori."
    ),
    "type.tile": "{name} deve essere una tessera, come \"3|5\" o (3, 5), non {value}.",
    "position.too_short": (
        "Una posizione richiede almeno la disposizione, il colore che muove e la tessera, come "
        "\"RNBQKBNR/8/8/8/8/8/8/rnbqkbnr red 3|5\"; trovato {text}."
    ),
    "position.bad_field": (
        "{field} non è un campo della posizione; i campi sono {keys}, ciascuno scritto "
        "chiave=valore."
    ),
    "position.field_twice": "Il campo {field} compare due volte.",
    "position.bad_number": "{field} deve essere un numero intero, non {value}.",
    "position.no_pool": (
        "La posizione deve elencare il mucchio (pool=… con le tessere coperte, o pool=- se non ce"
        " ne sono)."
    ),
    "position.pool_too_long": (
        "Il mucchio elenca {count} tessere; con la tessera pescata può contenerne al massimo "
        "{most}."
    ),
    "position.bad_played": (
        "played={value} non corrisponde alla tessera {tile}: scrivi la metà e dove è andato il "
        "suo pezzo, come 3@e4, 3xe4 o 3-."
    ),
    "position.played_no_piece": "played={value}: su quella casa non c'è un pezzo {side}.",
    "position.half_ending": "Una partita finita richiede sia result=… sia end=….",
    "position.bad_ending": (
        "{value} non è una conclusione: result è uno tra {results}, end uno tra {ends}."
    ),
    "position.clock_over": (
        "clock={clock} ha raggiunto il limite della regola di patta ({limit}): quella partita è "
        "già patta."
    ),
    # posizioni e impostazioni degli scacchi domino (issue 25)
    "setting.unknown": (
        "{name} non è un'impostazione degli scacchi domino; le impostazioni sono: {known}."
    ),
    "position.count_too_large": (
        "{field}={value} è troppo grande: un conteggio vale al massimo {most}."
    ),
    "position.pool_and_unseen": (
        "Indica le tessere coperte una volta sola: pool=… (nell'ordine in cui si pescheranno) "
        "oppure unseen=… (mescolate con il seme), non entrambi."
    ),
    "position.played_after_end": (
        "played={value} descrive un turno in corso, ma la partita è finita: toglilo."
    ),
    "position.end_needs_winner": (
        "end={end} richiede un vincitore: scrivi result=red o result=blue, non result={result}."
    ),
    "position.end_needs_draw": (
        "end={end} è una patta: scrivi result=draw, non result={result}."
    ),
    "position.draw_rule_off": (
        "end={end} è una patta per troppi turni senza catture (D4), ma la regola è disattivata "
        "(draw=off)."
    ),
    "position.draw_rule_clock": (
        "end={end}: la regola D4 fa patta quando il contatore dei turni senza catture arriva a "
        "{limit}, quindi scrivi clock={limit}, non clock={clock}."
    ),
    "position.loser_has_king": (
        "end={end} dice che il {side} ha perso tutti i re, ma il {side} ha ancora un re sulla "
        "scacchiera."
    ),
    "game.unknown": "Non c'è un gioco chiamato {name}; i giochi sono: {known}.",
    "perft.negative_depth": "La profondità deve essere 0 o più, non {depth}.",
    "game_title.dominochess": "Scacchi domino",
    "game.over": "La partita è già finita ({result}).",
    "example.unknown": "Non c'è nessun esempio che si chiama '{name}'. Gli esempi sono: {known}.",
    # records
    "file.missing": "Il file {path} non esiste.",
    "file.not_text": (
        "{path} non è un file di testo (UTF-8): è davvero la registrazione di una partita?"
    ),
    "file.unreadable": "Non riesco a leggere {path}: {reason}.",
    "file.unwritable": "Non riesco a scrivere {path}: {reason}.",
    "record.where": "riga {line}, colonna {column}",
    "record.unclosed": "la parentesi '{opener}' non viene mai chiusa: aggiungi '{closer}'.",
    "record.tag_twice": "l'etichetta {name} compare due volte.",
    "record.bad_tag": "l'etichetta {name} non va bene: {problem}",
    "record.bad_seed": "l'etichetta Seed deve essere un numero intero, non '{value}'.",
    "record.bad_draw_rule": (
        "l'etichetta DrawRule deve essere un numero di turni oppure 'off', non '{value}'."
    ),
    "record.bad_setup": (
        "l'etichetta Setup deve essere una disposizione seguita da un giocatore, come "
        "\"rrqkkqrr/nnbbbbnn/8/8/8/8/NNBBBBNN/RRQKKQRR red\", non '{value}'."
    ),
    "record.pool_without_turn": (
        "una registrazione con l'etichetta Pool deve avere almeno un turno con la sua tessera."
    ),
    "record.pool_mismatch": (
        "qui la tessera è {found}, ma secondo l'etichetta Pool la prossima è {expected}."
    ),
    "record.tile_not_drawn": (
        "qui la tessera è {found}, ma dal mucchio dell'etichetta Position ora si pesca "
        "{expected}."
    ),
    "record.position_and_setup": (
        "l'etichetta Position dice già dove comincia la partita: togli l'etichetta {name}."
    ),
    "record.position_contradicts": (
        "l'etichetta {name} ('{value}') non concorda con l'etichetta Position: falle "
        "concordare, oppure togli l'etichetta {name}."
    ),
    "record.tile_twice": (
        "la tessera {tile} è già stata pescata (turno {turn} di questo giro); le 28 tessere "
        "si rimescolano solo dopo che sono state pescate tutte."
    ),
    "record.after_result": (
        "dopo il risultato, alla fine della registrazione, non può esserci nient'altro."
    ),
    "record.tile_without_number": (
        "una tessera deve venire dopo il numero del turno, come '1.' o '1...'."
    ),
    "record.game_already_over": "questo turno viene dopo la fine della partita ({result}).",
    "record.action_without_tile": (
        "l'azione {text} deve venire dopo la tessera del turno, come [3|5]."
    ),
    "record.turn_full": "{text}: questo turno ha già usato entrambi i numeri della sua tessera.",
    "record.number_without_tile": (
        "il numero di turno {text} deve essere seguito dalla sua tessera, come [3|5]."
    ),
    "record.bad_tag_name": (
        "'{name}' non può essere il nome di un'etichetta: usa lettere, cifre e _, "
        "cominciando con una lettera."
    ),
    "record.bad_tag_value": (
        "l'etichetta {name} non può andare a capo: scrivi il suo valore su una riga sola."
    ),
    "record.reserved_tag": (
        "l'etichetta {name} viene scritta a partire dalla partita stessa: non indicarla."
    ),
    "record.problem": "{problem}",
    "record.tag_after_moves": (
        "le etichette come [Event \"…\"] vanno all'inizio, prima dei turni."
    ),
    "record.unexpected": (
        "mi aspettavo un numero di turno (come 2.), una tessera (come [3|5]), un'azione "
        "(come 3:Ra1-a4), un commento tra {{ }} o un risultato (1-0, 0-1, 1/2-1/2, *), "
        "ma ho trovato '{text}'."
    ),
    "record.turn_unfinished": (
        "il turno con la tessera {tile} non è finito, manca ancora: {left} "
        "(scrivi la mossa, oppure il salto come 3:-)."
    ),
    "record.wrong_number": "questo turno è del {side}: scrivi '{expected}', non '{found}'.",
    "record.bad_result": (
        "l'etichetta Result deve essere 1-0, 0-1, 1/2-1/2 oppure *, non '{value}'."
    ),
    "record.result_mismatch": (
        "qui il risultato è {found}, ma l'etichetta Result dice {expected}."
    ),
    "record.result_contradicts": (
        "la registrazione dice {claimed}, ma dopo le sue mosse il risultato è {actual}."
    ),
    "record.bad_termination": (
        "dopo le sue mosse la partita non è finita, quindi deve finire per abbandono "
        "o per accordo, con i punteggi dell'etichetta Result: '{value}' non li dà."
    ),
    "record.bad_mark": (
        "'{item}' non è un segno su una casella: scrivi un colore (G verde, R rosso, "
        "Y giallo, B blu) e una casella, come Gc4."
    ),
    "record.bad_arrow": (
        "'{item}' non è una freccia: scrivi un colore (G verde, R rosso, Y giallo, B blu) "
        "e due caselle, come Gb2c4."
    ),
    "record.bad_command": (
        "[%{command} …] non è un comando conosciuto: usa [%csl …] per le caselle "
        "e [%cal …] per le frecce."
    ),
    # registrazioni di ogni gioco (core/records.py, core/movelist.py)
    "record.other_game": (
        "l'etichetta {tag} di questa registrazione dice {value}, non {expected}: è la "
        "registrazione di un altro gioco."
    ),
    "record.number_missing": (
        "la mossa {text} vuole prima il suo numero: scrivi '{expected} {text}'."
    ),
    "record.bad_scores": (
        "l'etichetta Result deve dare il punteggio di ogni giocatore, come {example} o 1/2-1/2, "
        "oppure * per una partita ancora in corso; non '{value}'."
    ),
    "record.unknown_game": (
        "questa registrazione è di un gioco che non conosco ({value}): i giochi si "
        "riconoscono da [GameType \"25\"] (dama russa) o da [Game \"…\"]."
    ),
    "record.wrong_seats": (
        "il risultato {value} dà {found} punteggi, ma questo gioco ha {seats} giocatori: dai "
        "il punteggio di ognuno, come {example}, oppure * per una partita ancora in corso."
    ),
    "record.termination_contradicts": (
        "l'etichetta Termination dice '{claimed}', ma dopo le sue mosse la partita è finita "
        "per {actual}."
    ),
    "record.termination_unfinished": (
        "l'etichetta Termination dice '{value}', ma la partita è ancora in corso (il suo "
        "risultato è *)."
    ),
    "record.bad_switch": "l'etichetta {name} deve essere 'on' oppure 'off', non '{value}'.",
    "record.bad_count": (
        "l'etichetta {name} deve essere un numero intero oppure 'off', non '{value}'."
    ),
    "record.nag_before_move": (
        "{text} commenta una mossa (come c3-d4 $1): scrivilo subito dopo la mossa che giudica."
    ),
    "record.bad_nag": "{text} non è un segno di commento: i NAG vanno da $0 a ${most}.",
    # varianti e alberi di studio (core/movelist.py, core/records.py)
    "record.variation_before_move": (
        "'(' apre una variante, una linea giocata al posto di una mossa: mettila subito "
        "dopo quella mossa (e il suo commento)."
    ),
    "record.variation_not_open": "')' chiude una variante, ma qui non ce n'è nessuna aperta.",
    "record.variation_empty": (
        "questa variante '( )' non contiene mosse: scrivi le sue mosse oppure toglila."
    ),
    "record.variation_comment_first": (
        "un commento dentro una variante va dopo una delle sue mosse: scrivi prima la mossa."
    ),
    "record.result_in_variation": (
        "il risultato {text} va alla fine della linea principale, non dentro una variante '( )'."
    ),
    "record.variation_too_deep": (
        "qui le varianti sono annidate più di {most} volte: chiudine qualcuna con ')' prima."
    ),
    "record.node_refused": "la mossa {number} {action} non si può giocare lì: {problem}",
    "record.node_after_end": (
        "la mossa {number} {action} viene dopo la fine della partita ({result})."
    ),
    "type.line_path": (
        "{name} deve essere una lista di coppie (mossa, variante) di numeri interi, come "
        "[(3, 0)], non {value}."
    ),
    "type.study_node": (
        "{name} deve essere uno StudyNode (l'albero delle mosse di uno studio), non {value}."
    ),
    "type.tags": (
        "{name} deve essere una mappa dai nomi delle etichette ai loro valori (un dict), "
        "non {value}."
    ),
    # le varianti degli scacchi domino (games/dominochess/records.py)
    "type.dominochess_record": (
        "{name} deve essere una partita registrata di scacchi domino (la dà read_record), "
        "non {value}."
    ),
    "record.variation_before_turn": (
        "'(' apre una variante, una linea giocata al posto di un intero turno: mettila "
        "subito dopo le azioni di quel turno (e i loro commenti)."
    ),
    "record.variation_tile": (
        "qui la tessera è {found}, ma dal mucchio della partita qui si pesca {expected}: "
        "una variante pesca le stesse tessere della linea principale."
    ),
    "record.variation_beyond_pool": (
        "la variante al turno {number} pesca {found} dopo la fine della linea principale, "
        "ma lì una registrazione può dire solo le tessere del seme ({expected}): allunga la "
        "linea principale o accorcia quella variante."
    ),
    "viewer.takes": "{move}, prende {count}",
    # board widget
    "board.to_move": "Tocca al {side}",
    "board.turn_done": "Fine del turno del {side}",
    "board.no_game": "Nessuna partita",
    "board.half.to_play": "da giocare",
    "board.half.played": "mossa: {move}",
    "board.half.forfeited": "numero saltato",
    "board.half.no_move": "{why}",
    "board.piece": "pezzo",
    "board.legend.title": "Numeri → pezzi",
    "board.legend.none": "nessuna mossa",
    "board.legend.row": "{number} = {what}",
    "board.square": "casella {square}",
    "board.error": "Qualcosa è andato storto: {error}",
    "board.bad_size": (
        "{value} non è una misura per la scacchiera: scrivi un numero intero di pixel "
        "da {low} a {high}."
    ),
    "board.not_a_game": (
        "{value} non è una partita: dai lo stato di un gioco, per esempio games.new(\"russian\") "
        "(i giochi sono {known})."
    ),
    "board.no_view": "Il gioco {game} non ha una vista per disegnare la scacchiera.",
    "board.bad_language": "{value} non è una lingua: usa uno di questi codici: {choices}.",
    # game viewer
    "viewer.bad_step": "Non c'è il passo {index}: i passi vanno da 0 a {last}.",
    "viewer.start": "Inizio",
    "viewer.player": "{side}: {name}",
    "viewer.first": "Posizione iniziale",
    "viewer.previous": "Passo precedente (←)",
    "viewer.next": "Passo successivo (→)",
    "viewer.last": "Posizione finale",
    "viewer.play": "Avvia",
    "viewer.pause": "Pausa",
    "viewer.play_tooltip": "Guarda la partita un passo alla volta",
    "viewer.delay": "Secondi per passo",
    "viewer.step": "Passo",
    "viewer.moves": "Mosse",
    "viewer.position": "Passo {step} di {last}: {label}",
    "viewer.draws": "Il {side} pesca {tile}: {halves}",
    "viewer.variation": "Invece: ({line})",
    "viewer.play_line": "Segui questa variante: {line}",
    "viewer.play_line_tooltip": "Guarda questa variante passo per passo da dove si dirama",
    "viewer.line_at": "Variante a {move}",
    "viewer.back_to_main": "Torna alla linea principale",
    "viewer.back_to_line": "Torna alla linea da cui si dirama",
    "viewer.no_variation": (
        "Non c'è la variante {number} a questo passo: le varianti qui vanno da 0 a {last}."
    ),
    "viewer.none_here": "Nessuna variante si dirama a questo passo.",
    "viewer.on_main_line": "La linea principale è già mostrata: non c'è una linea a cui tornare.",
    "viewer.untitled": "{game}: una partita",
    "viewer.bad_record": (
        "{value} non è la registrazione di una partita: dai una registrazione, il suo testo "
        "o il nome di un esempio."
    ),
    # playing
    "play.status": "Tocca al {side}, tessera {tile}: {halves}",
    "play.status.computer": "Tocca al {side} (computer), tessera {tile}: {halves}",
    "play.half": "{half} → {what} ({state})",
    "play.half.used": "usato: {action}",
    "play.half.moves": "mosse possibili: {count}",
    "play.half.one_move": "una mossa possibile",
    "play.half.no_move": "nessuna mossa adesso",
    "play.over": "La partita è finita: {result}.",
    "play.wait": "Il computer sta pensando…",
    "play.pick": "Clicca su uno dei pezzi del {side}.",
    "play.no_choice": "Non c'è nessuna mossa che aspetta il numero {half}.",
    "play.undone": "Annullato.",
    "viewer.resigns": "abbandona",
    "play.resigned": "{side} abbandona e lascia la partita; il gioco continua.",
    "play.nothing_to_redo": "Non c'è niente da rifare.",
    "play.new_game": "Nuova partita (seme {seed}).",
    "play.moved_already": (
        "{kind:Il} in {square} ha già mosso in questo turno; lo stesso pezzo non può "
        "muovere due volte."
    ),
    "play.not_selected": "Nessun numero della tessera {tile} muove {kind:un}.",
    "play.stuck": "{kind:Il} in {square} adesso non ha mosse possibili.",
    "play.cannot_go": "{kind:Il} in {origin} adesso non può andare in {target}.",
    "play.which_half": "{move}: quale numero vuoi usare? {halves}",
    "play.position": "{side}: {pieces}.",
    "play.position.kind": "{kind:pl} {squares}",
    "play.position.none": "nessun pezzo",
    "play.played": "{what} ({side})",
    "play.auto_forfeit": "{what} — giocato per te, non c'era scelta.",
    "play.forced.now": "Ora tocca al {side}.",
    # giocare a qualsiasi gioco (session.py, games/*/play.py)
    "play.bad_cell": "{value} non è una casa di questa scacchiera.",
    "play.which": "Quale? {choices}",
    "play.no_such_choice": "Non c'è nessuna scelta {value} in attesa.",
    "play.announce": "Mossa del {side}: {action}",
    "play.status.generic": "Tocca al {side}",
    "play.status.generic_computer": "Tocca al {side} (computer)",
    "play.status.must_capture": "{status}: la presa è obbligatoria",
    "play.position.text": "Posizione: {position}",
    "play.position.men": "pedine {squares}",
    "play.position.kings": "dame {squares}",
    "play.no_action_from": "Il pezzo in {cell} non ha mosse legali adesso.",
    "play.no_action_path": "Nessuna mossa legale passa per {path}.",
    "play.new_game.generic": "Nuova partita.",
    # computer player
    "ai.level.easy": "facile",
    "ai.level.medium": "medio",
    "ai.level.hard": "difficile",
    "ai.bad_level": (
        "{value} non è un livello: scegli \"easy\" (facile), \"medium\" (medio) "
        "o \"hard\" (difficile)."
    ),
    "ai.bad_time_budget": (
        "{value} non è un tempo per pensare: scrivi un numero di secondi maggiore di 0."
    ),
    "ai.needs_own_computer": (
        "In {game} decide anche il caso: la ricerca semplice non sa giocarci, il gioco "
        "ha bisogno di un computer suo."
    ),
    "ai.thinking": "Il computer sta pensando…",
    "ai.timed_out": (
        "Il computer ha esaurito il tempo massimo e ha giocato la mossa migliore trovata "
        "finora: su un computer più veloce potrebbe giocare diversamente."
    ),
    "ai.hint_timed_out": (
        "Il computer ha esaurito il tempo massimo e suggerisce la mossa migliore trovata "
        "finora: su un computer più veloce il suggerimento potrebbe essere diverso."
    ),
    "ai.hint": "{action} — {reason}",
    "ai.reason.wins": "cattura l'ultimo re e vince la partita",
    "ai.reason.king": "cattura un re: ne basta un altro per vincere la partita",
    "ai.reason.capture": "cattura {kind:un}",
    "ai.reason.only_action": "l'unica mossa possibile",
    "ai.reason.only_move": "l'unica mossa possibile per {kind:un}",
    "ai.reason.escape": "toglie {kind:il} dall'attacco {attacker:del}",
    "ai.reason.safer": (
        "porta {kind:il} in una casella più sicura: la probabilità che la prossima tessera "
        "permetta di catturare questo pezzo scende da {before} a {after} su 100"
    ),
    "ai.reason.prepares": "prepara la mossa dell'altro numero: {action}",
    "ai.reason.threatens": "minaccia {kind:il} in {square}",
    "ai.reason.guards": "protegge {kind:il} in {square}",
    "ai.reason.best": (
        "la mossa migliore trovata dal computer, tenendo conto delle probabilità "
        "delle prossime tessere"
    ),
    "ai.reason.zero": "lo 0 non muove nessun pezzo",
    "ai.reason.all_captured": "non resta {kind:nessun}",
    "ai.reason.already_moved": "{kind:il} ha già mosso in questo turno",
    "ai.reason.blocked": "{kind:nessun} può muoversi",
    "ai.reason.blocked_any": "nessun pezzo può muoversi",
    "play.entry": "Azione",
    "play.seed": "Seme",
    "play.opponent": "Avversario",
    "play.opponent.friend": "un'altra persona (a turno)",
    "play.all_but": "tutti tranne {side}",
    "play.computer": "Colore del computer",
    "play.file": "File",
    "play.file.default": "partita",
    "play.button.undo": "Annulla",
    "play.button.redo": "Rifai",
    "play.button.resign": "Abbandona",
    "play.button.draw": "Patta d'accordo",
    "play.button.hint": "Suggerimento",
    "play.button.describe": "Leggi la scacchiera",
    "play.button.new": "Nuova partita",
    "play.button.save": "Salva",
    "play.button.load": "Carica",
    "play.hint": "Suggerimento: {hint}",
    "play.saved": "Partita salvata in {path}.",
    "play.saved.beside": "{taken} è il file di qualcun altro: partita salvata in {path}.",
    "play.saved.download": "La partita è pronta: fai clic sul collegamento per scaricare {file}.",
    "play.loaded": "Partita caricata da {path}.",
    "play.use_half": "Usa il numero {half}",
    "play.forfeit": "Salta il numero {half}",
    "play.event": "Una partita nel notebook",
    "play.player.person": "Giocatore",
    "play.player.computer": "Computer",
    # giocare a qualsiasi gioco (widgets/play.py, widgets/app.py)
    "play.bad_seat": "{value} non è un posto di questo gioco: scegli fra {seats}.",
    "play.hint.line": "{move} (il computer si aspetta {line})",
    "play.hint.wins": "{move}: vince per forza",
    # il widget di gioco racconta che cosa è successo
    "play.turn": "Il {side} ha giocato {actions}",
    "play.turn.tile": "Il {side} ha pescato {tile}: {moves}",
    "play.turn.tile_no_move": "Il {side} ha pescato {tile}: nessuna mossa",
    "play.turn.forfeit": "{half}: nessuna mossa",
    "play.more": "Altro: seme, colore del computer, file",
    "play.seed_in_use": (
        "Seme di questa partita: {seed} (condividilo per rigiocare con le stesse tessere)"
    ),
    "play.confirm.resign": (
        "Vuoi davvero abbandonare? Clicca «{button}» per confermare; qualsiasi altra azione "
        "continua la partita."
    ),
    "play.confirm.draw": (
        "Siete d'accordo tutti e due sulla patta? Clicca «{button}» per confermare; "
        "qualsiasi altra azione continua la partita."
    ),
    "play.confirm.offer": (
        "Vuoi proporre la patta al computer? Clicca «{button}» per confermare; qualsiasi "
        "altra azione continua la partita."
    ),
    "play.confirm.yes_resign": "Sì, abbandono",
    "play.confirm.yes_draw": "Sì, patta",
    "play.draw.thinking": "Il computer sta valutando la tua proposta di patta…",
    "play.draw.accepted": "Il computer accetta la patta: giudica peggiore la sua posizione.",
    "play.draw.declined": (
        "Il computer rifiuta la patta: giudica la sua posizione almeno pari. "
        "Si continua a giocare."
    ),
    "play.download": "Scarica la partita ({file})",
    "play.review": "Stai guardando {label}: clicca sulla scacchiera, o sull'ultima voce "
                   "della lista, per tornare alla partita.",
    # editor di posizioni (widgets/editor.py, games/*/editing.py)
    "editor.none": "{game} non ha una scacchiera, quindi non ha un editor di posizioni.",
    "editor.palette": "Metti",
    "editor.eraser": "Gomma",
    "editor.to_move": "Muove",
    "editor.position": "Posizione",
    "editor.choice.tile": "Tessera pescata",
    "editor.button.undo": "Annulla",
    "editor.button.clear": "Svuota",
    "editor.button.start": "Posizione iniziale",
    "editor.button.validate": "Controlla",
    "editor.button.play": "Gioca da qui",
    "editor.button.viewer": "Apri nel visualizzatore",
    "editor.header": "Preparazione: tocca al {side}",
    "editor.note.count": "Pezzi del {side}: {count}",
    "editor.no_cell": "Su {cell} non può stare nessun pezzo.",
    "editor.valid": "Il gioco accetta questa posizione: tocca al {side}.",
    "editor.over": "La partita è già finita: {result}.",
    "editor.invalid": "Il gioco non accetta questa posizione: {error}",
    "editor.event": "Una posizione dall'editor",
    "editor.bad_piece": "{value} non è un pezzo di questo gioco: scegli tra {codes}.",
    "editor.bad_choice": "{value} non è un valore della scelta {name}.",
    "editor.piece.red_king": "Re rosso",
    "editor.piece.red_queen": "Regina rossa",
    "editor.piece.red_rook": "Torre rossa",
    "editor.piece.red_bishop": "Alfiere rosso",
    "editor.piece.red_knight": "Cavallo rosso",
    "editor.piece.blue_king": "Re blu",
    "editor.piece.blue_queen": "Regina blu",
    "editor.piece.blue_rook": "Torre blu",
    "editor.piece.blue_bishop": "Alfiere blu",
    "editor.piece.blue_knight": "Cavallo blu",
    "editor.man.white": "Pedina bianca",
    "editor.man.black": "Pedina nera",
    "editor.man.red": "Pedina rossa",
    "editor.king.white": "Dama bianca",
    "editor.king.black": "Dama nera",
    "editor.king.red": "Dama rossa",
    # problemi (dominochess_widget/puzzles)
    "puzzle.file_syntax": (
        "Il file di problemi {file} non è TOML valido alla riga {line}, colonna {column}: "
        "{reason}."
    ),
    "puzzle.file_unreadable": "Il file di problemi {file} non si può leggere: {reason}.",
    "puzzle.no_puzzles": (
        "Il file di problemi {file} non contiene problemi: ognuno comincia con una riga "
        "[[puzzle]]."
    ),
    "puzzle.missing_field": "{file}, problema {puzzle}: manca il campo {field}.",
    "puzzle.unknown_field": (
        "{file}, problema {puzzle}: {field} non è un campo dei problemi (un errore di "
        "battitura?). Campi: {choices}."
    ),
    "puzzle.bad_field": "{file}, problema {puzzle}: {field} deve essere {expected}, non {value}.",
    "puzzle.duplicate_id": (
        "{file}, problema {puzzle}: un altro problema ha già questo id; ogni id deve essere "
        "diverso."
    ),
    "puzzle.unknown_game": (
        "{file}, problema {puzzle}: {field} = {value} non è un gioco con problemi. "
        "Giochi: {choices}."
    ),
    "puzzle.unknown_goal": (
        "{file}, problema {puzzle}: {field} = {value} non è un obiettivo per questo gioco. "
        "Obiettivi: {choices}."
    ),
    "puzzle.missing_language": (
        "{file}, problema {puzzle}: {field} non ha il testo in {language}; va scritto in ogni "
        "lingua ({choices})."
    ),
    "puzzle.bad_position": (
        "{file}, problema {puzzle}: {field} non è una posizione possibile: {reason}"
    ),
    "puzzle.bad_move": (
        "{file}, problema {puzzle}: {field}, mossa {number} ({value}) non si può giocare: "
        "{reason}"
    ),
    "puzzle.turn_unfinished": (
        "{file}, problema {puzzle}: {field} non completa il turno: resta da giocare la metà "
        "{half}."
    ),
    "puzzle.turn_too_long": (
        "{file}, problema {puzzle}: {field} continua dopo la fine del turno, alla mossa {number}."
    ),
    "puzzle.expected.text": "un testo",
    "puzzle.expected.level": "un livello da 1 (facile) a 5 (difficile)",
    "puzzle.expected.true_false": "true o false",
    "puzzle.expected.moves": "un elenco di mosse, come testo",
    "puzzle.expected.tiles": "un elenco di tessere come \"3|5\"",
    "puzzle.expected.texts": "una tabella con un testo per ogni lingua: en = \"…\" e it = \"…\"",
    "puzzle.right": "Esatto!",
    "puzzle.half_good": "Bene: ora gioca l'altra metà.",
    "puzzle.move_good": "Bene: continua.",
    "puzzle.reply": "Risponde il {side}: {move}.",
    "puzzle.illegal": "Questa mossa qui non si può giocare: {reason}",
    "puzzle.already_solved": "Il problema è già risolto: ricomincia per provarlo di nuovo.",
    "puzzle.why.win": (
        "Non così: alla fine del tuo turno resterebbe un re avversario sulla scacchiera; "
        "il turno migliore non ne lascia nessuno."
    ),
    "puzzle.why.win_both": (
        "Non così: alla fine del tuo turno resterebbero tutti e due i re avversari sulla "
        "scacchiera; il turno migliore non ne lascia nessuno."
    ),
    "puzzle.why.material": (
        "Non è il meglio: così guadagni {got} punti di materiale, il turno migliore ne "
        "guadagna {best}."
    ),
    "puzzle.why.safety": (
        "Non è la scelta più sicura: così il tuo re in {square} può essere catturato con "
        "{count} delle {tiles} tessere che l'avversario può pescare ({count}/{tiles} = "
        "{percent}); il turno migliore lascia {best_count}/{tiles} = {best_percent}."
    ),
    "puzzle.why.gain": (
        "Non è il meglio: con le risposte migliori, questa mossa guadagna {got} di materiale "
        "entro la fine del problema, la mossa migliore {best}."
    ),
    "puzzle.why.promote": (
        "Non così: dopo questa mossa l'avversario può impedirti di promuovere un pezzo."
    ),
    "puzzle.why.win_line": "Non così: dopo questa mossa l'avversario può salvarsi.",
    "puzzle.why.ratto": (
        "Non così: dopo questa mossa non riesci più a rubare il turno con un ratto."
    ),
    "gamebook.puzzle": "Problema",
    "gamebook.option": "{title} ({game}, livello {level})",
    "gamebook.goal": "Tocca al {side}. {goal}",
    "gamebook.start": "Fai clic su un pezzo, poi sulla casa dove va.",
    "gamebook.try_again": "Riprova: la posizione è tornata com'era.",
    "gamebook.solved": "Risolto!",
    "gamebook.next": "Prossimo problema: {title}.",
    "gamebook.last": "Era l'ultimo problema dell'elenco.",
    "gamebook.hint": "Suggerimento: {hint}",
    "gamebook.solution": "Soluzione: {moves}.",
    "gamebook.reply": "poi il {side} {move}",
    "gamebook.button.hint": "Suggerimento",
    "gamebook.button.solution": "Mostra la soluzione",
    "gamebook.button.retry": "Ricomincia",
    "gamebook.button.previous": "Problema precedente",
    "gamebook.button.next": "Problema successivo",
    "gamebook.no_puzzles": (
        "Non ci sono problemi per il gioco {value}. Ci sono problemi per: {games}."
    ),
    "gamebook.bad_puzzle": "Non esiste il problema {value}. Problemi: {choices}.",
    # Voilà app
    "app.bad_language": (
        "L'indirizzo chiede la lingua {value}, che non è disponibile: uso {default}. "
        "Lingue: {choices}."
    ),
    "app.bad_opponent": (
        "L'indirizzo chiede l'avversario {value}, che non conosco: uso {default}. "
        "Avversari: {choices}."
    ),
    "app.bad_players": (
        "L'indirizzo chiede {value} giocatori, che non è possibile: si gioca in {default}. "
        "Giocatori: da 2 a 4."
    ),
    "app.bad_seed": (
        "L'indirizzo chiede il seme {value}, che non è un numero intero da 0 a {high}: "
        "la partita ha un seme nuovo."
    ),
    "app.bad_game": (
        "L'indirizzo chiede il gioco {value}, che non esiste: si gioca a {default}. "
        "Giochi: {choices}."
    ),
    # condivisione con un link
    "app.bad_position": (
        "La posizione di {game} nell'indirizzo non si può giocare. {problem} "
        "Si comincia una partita nuova."
    ),
    "app.bad_record": (
        "La partita nell'indirizzo non si può aprire. {problem} Si comincia una partita nuova."
    ),
    "link.too_long": (
        "Questa partita è troppo lunga per un link (più di {most} caratteri): salvala "
        "e manda il file."
    ),
    "link.too_big": "La partita nell'indirizzo è troppo grande (più di {most} byte).",
    "link.bad_version": (
        "La partita nell'indirizzo è scritta in una forma che questa versione non legge ({value})."
    ),
    "link.damaged": "La partita nell'indirizzo è rovinata o tagliata.",
    "link.position_too_long": (
        "La posizione nell'indirizzo è troppo lunga (più di {most} caratteri)."
    ),
    "link.hidden": (
        "Questa partita non si può condividere con un link prima della fine: la sua registrazione "
        "mostrerebbe quello che un giocatore non deve ancora vedere (una mano, l'ordine delle "
        "tessere che verranno)."
    ),
    "share.button.share": "Condividi",
    "share.button.share.tooltip": "Un link che apre questa partita nell'app, da copiare e mandare",
    "share.button.picture": "Immagine",
    "share.button.picture.tooltip": "Scarica la scacchiera com'è ora (un'immagine SVG)",
    "share.button.flip": "Gira",
    "share.button.flip.tooltip": "Gira la scacchiera",
    "share.here": "Link su questo server",
    "share.binder": "Link su Binder (per tutti)",
    "share.open": "Apri",
    "share.picture_link": "Scarica l'immagine ({name})",
    # L'editor di studi (widgets/study.py): scrivere una partita commentata.
    "studyeditor.entry": "Azione",
    "studyeditor.mode": "Un clic",
    "studyeditor.mode.move": "gioca una mossa",
    "studyeditor.mode.mark": "segna una casa",
    "studyeditor.mode.arrow": "disegna una freccia",
    "studyeditor.colour": "Colore",
    "studyeditor.colour.green": "Verde",
    "studyeditor.colour.red": "Rosso",
    "studyeditor.colour.yellow": "Giallo",
    "studyeditor.colour.blue": "Blu",
    "studyeditor.arrow_from": "Una freccia da {cell}: fai clic sulla casa a cui punta.",
    "studyeditor.tree": "Mosse e varianti",
    "studyeditor.start": "Inizio",
    "studyeditor.go.start": "All'inizio (Home)",
    "studyeditor.go.back": "Una mossa indietro (←)",
    "studyeditor.go.forward": "Una mossa avanti (→)",
    "studyeditor.go.end": "Alla fine di questa linea (Fine)",
    "studyeditor.button.delete": "Cancella da qui",
    "studyeditor.button.promote": "Rendila la linea principale",
    "studyeditor.button.undo": "Annulla l'ultima modifica",
    "studyeditor.button.preview": "Anteprima nel visore",
    "studyeditor.button.save": "Salva nel file",
    "studyeditor.button.download": "Scarica",
    "studyeditor.comment.game": "Commento sull'intera partita",
    "studyeditor.comment.move": "Commento dopo {label}",
    "studyeditor.comment.placeholder": "Perché questa mossa? **grassetto**, *corsivo*",
    "studyeditor.comment.shown": "Come lo mostrerà il visore:",
    "studyeditor.tags": "La partita",
    "studyeditor.tag.Event": "Titolo",
    "studyeditor.tag.Site": "Luogo",
    "studyeditor.tag.Date": "Data",
    "studyeditor.tag.Round": "Turno",
    "studyeditor.tag.Annotator": "Commentata da",
    "studyeditor.settings": (
        "Impostazioni delle regole (dalla partita, conservate nella registrazione): {settings}"
    ),
    "studyeditor.no_settings": "Questo gioco non ha impostazioni delle regole da scegliere.",
    "studyeditor.on": "attiva",
    "studyeditor.preview": "Anteprima: la registrazione come la vedrà uno studente nel visore",
    "studyeditor.off": "non attiva",
    "studyeditor.record": "La registrazione (selezionala e copiala)",
    "studyeditor.file": "Nome del file",
    "studyeditor.file.default": "mio_studio",
    "studyeditor.no_file": "Scrivi il nome del file in cui salvare.",
    "studyeditor.confirm_replace": (
        "{path} esiste già e non è stato scritto qui: premi di nuovo Salva per sostituirlo."
    ),
    "studyeditor.saved": "Salvato in {path}.",
    "studyeditor.download": "Scarica la registrazione ({file})",
    "studyeditor.tile": "Tessera pescata",
    "studyeditor.tile.tooltip": (
        "La tessera pescata in questo turno: scegli quella data da un domino vero, dove "
        "finisce la linea principale, prima della prima metà del turno"
    ),
    "database.game": "Partita {number}",
    "database.filter": "Filtro",
    "database.filter_hint": "giocatori, evento, data o risultato",
    "database.shown": "Partite {first}–{last} di {count}",
    "database.shown_filtered": "Partite {first}–{last} delle {count} trovate ({total} in tutto)",
    "database.none": "Nessuna partita corrisponde a «{query}».",
    "database.empty": "Qui non c'è nessuna partita.",
    "database.bad_index": "Non c'è una partita {index}: le partite vanno da 0 a {last}.",
    "database.no_game": "Nessuna partita è aperta: scegline una nell'elenco.",
    "database.changed": (
        "{path} è cambiato da quando è stato elencato: ora non ha una partita {number}."
    ),
    "type.database_source": (
        "{name} deve essere un testo PDN, il percorso di un file o una lista di registrazioni, "
        "non {value}."
    ),
    "database.previous": "Pagina precedente",
    "database.next": "Pagina successiva",
    "database.number": "n.",
    "database.players": "Giocatori",
    "database.event": "Evento",
    "database.date": "Data",
    "database.result": "Risultato",
    "database.moves": "Mosse",
    "database.unreadable": "Questa partita non si può aprire. {error}",
    "database.bad_source": (
        "{value} non è una raccolta di partite: dai un testo PDN, il percorso di un file "
        "o una lista di registrazioni."
    ),
}
