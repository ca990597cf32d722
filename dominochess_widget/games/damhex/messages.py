"""DamHex³'s own catalogue entries, in English and Italian ("dama" a king,
"pedina" a man, "ratto" the stolen turn, as the source says)."""

MESSAGES: dict[str, dict[str, str]] = {
    "en": {
        "game_title.damhex": "DamHex³",
        "termination.last_player": "the others have no piece left",
        "termination.damhex_no_move": "the last opponent had no move",
        "termination.damhex_quiet": "40 moves each with no capture, crowning or man's move (H13)",
        "type.damhex_action": "{name} must be a move or its text, like 52-45, not {value}.",
        "type.damhex_game": (
            "{name} must be a DamHex³ game, like games.new(\"damhex\"), not {value}."
        ),
        "damhex.bad_seat": "{value} is not a player of DamHex³: {seats}.",
        "damhex.setting.none": "DamHex³ has no settings: {name} is not one.",
        "damhex.resign.not_your_turn": (
            "{side} cannot retire now: a player retires at their own turn, and it is {mover}'s."
        ),
        "damhex.action.syntax": (
            "'{text}' is not a move: write cell numbers 1-61, like 52-45, or a capture "
            "with every landing cell, like 46x36x26."
        ),
        "damhex.action.no_piece": "{action}: there is no piece on {cell}.",
        "damhex.action.not_yours": "{action}: the piece on {cell} is {side}'s, and {mover} moves.",
        "damhex.action.ratto": (
            "{action}: {side} is stealing {robbed}'s turn (a ratto): it must capture, taking "
            "at least one of {victim}'s pieces: {choices}."
        ),
        "damhex.action.waiting": (
            "{action}: the man on {cell} has reached its front; it becomes a king at the "
            "start of its owner's next turn and has no move until then (H9)."
        ),
        "damhex.action.priority": (
            "{action}: a capture with a higher priority must be chosen (most pieces, then "
            "with a king, then most kings, then the king met first, H8): {choices}."
        ),
        "damhex.action.capture_compulsory": "{action}: a capture is compulsory: {choices}.",
        "damhex.action.illegal": "{action}: that move is not allowed; you can play {choices}.",
        "damhex.position.bad_field": (
            "'{value}' is not a field of a DamHex³ position; the fields are: {known}."
        ),
        "damhex.position.field_twice": "The field {name} is given twice.",
        "damhex.position.missing": "The position lacks: {names}.",
        "damhex.position.bad_cell": (
            "In {side}'s pieces, '{value}' is not a cell: write 1-61, a king with K (K12)."
        ),
        "damhex.position.cell_twice": "Cell {cell} holds two pieces.",
        "damhex.position.bad_number": "{name} must be a whole number, not '{value}'.",
        "damhex.position.bad_seat": "{name}: '{value}' is not a player: {seats}.",
        "damhex.position.bad_out": "out: '{value}' does not list players out once each.",
        "damhex.position.out_with_pieces": "{side} is out of the game but has pieces.",
        "damhex.position.mover_out": "{side} is to move but is out of the game.",
        "damhex.position.bad_ratto": (
            "robbed=…: {thief} cannot be stealing a turn here: the thief, the robbed player "
            "and the last mover must be three players in the game, and the thief must be able "
            "to take a piece of the last mover (H10)."
        ),
        "damhex.note.seat": "{side} — pieces: {pieces}",
        "damhex.note.out": "{side}: out of the game",
        "damhex.note.ratto_now": "Ratto! {thief} steals {robbed}'s turn (H10).",
        "damhex.header.ratto": "Ratto! {thief} moves before {robbed}",
        "overlay.numbers": "Cell numbers",
        "damhex.numbers": (
            "The cells are numbered 1 to 61 row by row, left to right, from White's front (the "
            "top row as White sees the board) to White's base (H2); moves are written with "
            "them: 52-45, 46x36x26."
        ),
        "damhex.position.no_pieces": (
            "No player still in the game has a piece on the board: put at least one piece "
            "on the board."
        ),
        "damhex.note.ratto_done": "Ratto: {side} played {move}.",
        "damhex.note.last": "Last move: {side} {move}.",
        "play.status.damhex_ratto": "Ratto! {status}",
        "damhex.step": "{number} {side}: {move}",
        "damhex.told.ratto": "Ratto! {told} (before {robbed}, whose turn it was)",
        # hints: why the computer suggests its move (damhex.md, H-numbers)
        "damhex.hint.only_capture": "the only capture allowed, and capture is compulsory (H8a)",
        "damhex.hint.only_move": "the only move there is",
        "damhex.hint.ratto": (
            "a ratto: you move before {robbed} and must take a piece of {victim}, who "
            "moved last (H10)"
        ),
        "damhex.hint.wins": "it wins by force",
        "damhex.hint.puts_out": (
            "{side} is left with no piece or no move: out of the game (H12)"
        ),
        "damhex.hint.takes_piece": "it takes a piece (capture is compulsory; the priority of H8)",
        "damhex.hint.takes_pieces": (
            "it takes {count} pieces (capture is compulsory; the priority of H8)"
        ),
        "damhex.hint.takes_piece_kings": "it takes a king (capture is compulsory; H8)",
        "damhex.hint.takes_pieces_kings": (
            "it takes {count} pieces, {kings} of them kings (capture is compulsory; H8)"
        ),
        "damhex.hint.crowns": (
            "the man reaches its front: it becomes a king at your next turn (H9)"
        ),
        "damhex.hint.best": "the computer's best move, looking {depth} moves ahead",
    },
    "it": {
        "game_title.damhex": "DamHex³",
        "termination.last_player": "gli altri non hanno più pezzi",
        "termination.damhex_no_move": "l'ultimo avversario non aveva mosse",
        "termination.damhex_quiet": (
            "40 mosse a testa senza prese, promozioni né mosse di pedina (H13)"
        ),
        "type.damhex_action": (
            "{name} deve essere una mossa o il suo testo, come 52-45, non {value}."
        ),
        "type.damhex_game": (
            "{name} deve essere una partita di DamHex³, come games.new(\"damhex\"), non {value}."
        ),
        "damhex.bad_seat": "{value} non è un giocatore di DamHex³: {seats}.",
        "damhex.setting.none": "DamHex³ non ha impostazioni: {name} non lo è.",
        "damhex.resign.not_your_turn": (
            "{side} non può ritirarsi ora: ci si ritira al proprio turno, e tocca a {mover}."
        ),
        "damhex.action.syntax": (
            "'{text}' non è una mossa: scrivi i numeri delle celle 1-61, come 52-45, o una "
            "presa con ogni cella d'arrivo, come 46x36x26."
        ),
        "damhex.action.no_piece": "{action}: non c'è nessun pezzo in {cell}.",
        "damhex.action.not_yours": "{action}: il pezzo in {cell} è del {side}, e muove il {mover}.",
        "damhex.action.ratto": (
            "{action}: il {side} ruba il turno al {robbed} (un ratto): deve prendere, almeno "
            "un pezzo del {victim}: {choices}."
        ),
        "damhex.action.waiting": (
            "{action}: la pedina in {cell} ha raggiunto il fronte; diventa dama all'inizio del "
            "prossimo turno del suo giocatore e fino ad allora non muove (H9)."
        ),
        "damhex.action.priority": (
            "{action}: va scelta una presa con priorità più alta (più pezzi, poi con la dama, "
            "poi più dame, poi la dama incontrata prima, H8): {choices}."
        ),
        "damhex.action.capture_compulsory": "{action}: la presa è obbligatoria: {choices}.",
        "damhex.action.illegal": "{action}: questa mossa non è permessa; puoi giocare {choices}.",
        "damhex.position.bad_field": (
            "'{value}' non è un campo di una posizione di DamHex³; i campi sono: {known}."
        ),
        "damhex.position.field_twice": "Il campo {name} compare due volte.",
        "damhex.position.missing": "Alla posizione manca: {names}.",
        "damhex.position.bad_cell": (
            "Tra i pezzi del {side}, '{value}' non è una cella: scrivi 1-61, una dama con K (K12)."
        ),
        "damhex.position.cell_twice": "La cella {cell} ha due pezzi.",
        "damhex.position.bad_number": "{name} deve essere un numero intero, non '{value}'.",
        "damhex.position.bad_seat": "{name}: '{value}' non è un giocatore: {seats}.",
        "damhex.position.bad_out": "out: '{value}' non elenca i giocatori usciti una volta sola.",
        "damhex.position.out_with_pieces": "Il {side} è fuori dal gioco ma ha dei pezzi.",
        "damhex.position.mover_out": "Tocca al {side}, che però è fuori dal gioco.",
        "damhex.position.bad_ratto": (
            "robbed=…: il {thief} qui non può rubare il turno: il ladro, il derubato e chi ha "
            "mosso per ultimo devono essere tre giocatori ancora in gioco, e il ladro deve poter "
            "prendere un pezzo di chi ha mosso per ultimo (H10)."
        ),
        "damhex.note.seat": "{side} — pezzi: {pieces}",
        "damhex.note.out": "{side}: fuori dal gioco",
        "damhex.note.ratto_now": "Ratto! Il {thief} ruba il turno al {robbed} (H10).",
        "damhex.header.ratto": "Ratto! Il {thief} muove prima del {robbed}",
        "overlay.numbers": "Numeri delle caselle",
        "damhex.numbers": (
            "Le caselle sono numerate da 1 a 61 riga per riga, da sinistra a destra, dalla "
            "prima linea del Bianco (la riga in alto vista dal Bianco) alla sua base (H2); le "
            "mosse si scrivono con questi numeri: 52-45, 46x36x26."
        ),
        "damhex.position.no_pieces": (
            "Nessun giocatore ancora in gioco ha pezzi sulla scacchiera: metti almeno un pezzo "
            "sulla scacchiera."
        ),
        "damhex.note.ratto_done": "Ratto: il {side} ha giocato {move}.",
        "damhex.note.last": "Ultima mossa: {side} {move}.",
        "play.status.damhex_ratto": "Ratto! {status}",
        "damhex.step": "{number} {side}: {move}",
        "damhex.told.ratto": "Ratto! {told} (prima del {robbed}, che doveva muovere)",
        # suggerimenti: perché il computer consiglia la sua mossa (damhex.md, numeri H)
        "damhex.hint.only_capture": "l'unica presa permessa, e la presa è obbligatoria (H8a)",
        "damhex.hint.only_move": "l'unica mossa possibile",
        "damhex.hint.ratto": (
            "un ratto: muovi prima del {robbed} e devi prendere un pezzo del {victim}, che ha "
            "mosso per ultimo (H10)"
        ),
        "damhex.hint.wins": "vince per forza",
        "damhex.hint.puts_out": (
            "il {side} resta senza pezzi o senza mosse: è fuori dal gioco (H12)"
        ),
        "damhex.hint.takes_piece": "prende un pezzo (la presa è obbligatoria; la priorità di H8)",
        "damhex.hint.takes_pieces": (
            "prende {count} pezzi (la presa è obbligatoria; la priorità di H8)"
        ),
        "damhex.hint.takes_piece_kings": "prende una dama (la presa è obbligatoria; H8)",
        "damhex.hint.takes_pieces_kings": (
            "prende {count} pezzi, di cui {kings} dame (la presa è obbligatoria; H8)"
        ),
        "damhex.hint.crowns": (
            "la pedina arriva al suo fronte: diventa dama al tuo prossimo turno (H9)"
        ),
        "damhex.hint.best": "la mossa migliore per il computer, guardando {depth} mosse avanti",
    },
}
