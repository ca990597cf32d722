"""Russian draughts' own catalogue entries, in English and Italian.

The Italian words are those of Italian draughts: "pedina" (man), "dama"
(king), "presa"/"prendere" (capture), "casa" (square), "traversa" (rank),
"colonna" (file). Keys shared with other games (``result.draw``,
``termination.resignation``, ``undo.nothing``, …) are used as they are.
"""

MESSAGES: dict[str, dict[str, str]] = {
    "en": {
        "game_title.russian": "Russian draughts",
        "russian.note.count": "{side} — men: {men}, kings: {kings}",
        "russian.note.must_capture": "A capture is compulsory.",
        "russian.note.last": "Last move: {move}",
        "russian.note.last_capture": "Last move: {move}, took {count}",
        "side.white": "White",
        "side.black": "Black",
        "result.white": "White wins",
        "result.black": "Black wins",
        "termination.russian_no_moves": "no move left: every piece captured or blocked",
        "termination.russian_repetition": "the same position for the third time",
        "termination.russian_three_kings": (
            "three kings or more did not catch the lone king in time"
        ),
        "termination.russian_kings_only": "only kings moved, without a capture, for too long",
        # arguments of the wrong Python type
        "type.russian_switch": "{name} must be True or False, not {value}.",
        "type.russian_moves": (
            "{name} must be a whole number of moves (an int), or None to switch the rule off, "
            "not {value}."
        ),
        "type.russian_seat": "{name} must be \"white\" or \"black\", not {value}.",
        "type.russian_action": (
            "{name} must be a Move or its text, like c3-d4 or c3:e5, not {value}."
        ),
        "type.russian_game": (
            "{name} must be a game of Russian draughts, like games.new(\"russian\"), not {value}."
        ),
        # settings
        "russian.setting.unknown": (
            "{name} is not a setting of Russian draughts; the settings are: {known}."
        ),
        "russian.setting.moves": (
            "{name} must be a number of moves from 1 to {most} (or None to switch the rule "
            "off), not {value}."
        ),
        "russian.bad_seat": "{value} is not a side: say \"white\" or \"black\".",
        # positions
        "russian.position.syntax": (
            "'{text}' is not a position: write the side to move, then each side's pieces, "
            "like W:Wa1,c3,Kd4:Bb6,h8."
        ),
        "russian.position.bad_side": (
            "'{value}' is not the side to move: start with W (White) or B (Black), "
            "like W:Wa1,c3:Bb6,h8."
        ),
        "russian.position.bad_list": (
            "'{value}' is not a list of pieces: start it with W (White) or B (Black), "
            "like Wa1,c3,Kd4."
        ),
        "russian.position.list_twice": "{side}'s pieces are listed twice.",
        "russian.position.bad_square": (
            "'{value}' is not a square: write a file a–h and a rank 1–8, like c3, "
            "with K before a king (Kd4)."
        ),
        "russian.position.light_square": (
            "{square} is a light square: the pieces stand only on the dark squares (a1, c1, b2, …)."
        ),
        "russian.position.square_twice": "{square} is given twice.",
        "russian.position.man_on_crown": (
            "A {side} man cannot stand on {square}: on rank {rank} it would already be a king "
            "(write K{square})."
        ),
        # moves
        "russian.action.syntax": (
            "'{text}' is not a move: write it like c3-d4, or a capture with every landing "
            "square, like c3:e5:g3 (x works too: c3xe5xg3)."
        ),
        "russian.action.light_square": (
            "{action}: {square} is a light square; the pieces move only on the dark squares."
        ),
        "russian.action.ambiguous": (
            "{action} could be more than one capture: write every landing square, "
            "one of {choices}."
        ),
        "russian.action.no_piece": "{action}: there is no piece on {square}.",
        "russian.action.not_your_piece": (
            "{action}: the piece on {square} is {side}'s, and it is {mover}'s turn."
        ),
        "russian.action.write_capture": "{action} is a capture: write it {move}.",
        "russian.action.capture_route": (
            "{action}: the piece on {square} cannot capture this way; it can play {choices}."
        ),
        "russian.action.capture_compulsory": "{action}: a capture is compulsory: {choices}.",
        "russian.action.not_a_capture": "{action} captures nothing: write it {move}.",
        "russian.action.no_capture": "{action}: there is nothing to capture now.",
        "russian.action.occupied": "{action}: {square} is not empty.",
        "russian.action.king_move": (
            "{action}: a king moves along a diagonal, over any number of empty squares."
        ),
        "russian.action.man_move": "{action}: a man moves one square diagonally forward.",
        # PDN's numbered squares (pdn_squares.py)
        "russian.pdn.bad_number": (
            "{action}: {square} is not a square of Russian draughts: its squares are numbered "
            "1 to {most} (1 is b8, 22 is c3, 32 is g1); is this a game of another kind of "
            "draughts?"
        ),
        "russian.pdn.bad_fen_number": (
            "'{value}' is not a square of Russian draughts: its squares are numbered 1 to {most}."
        ),
        "russian.pdn.backward_range": (
            "'{value}' runs backwards: write a range of squares from the lower number, like 21-32."
        ),
    },
    "it": {
        "russian.note.count": "{side} — pedine: {men}, dame: {kings}",
        "russian.note.must_capture": "La presa è obbligatoria.",
        "russian.note.last": "Ultima mossa: {move}",
        "russian.note.last_capture": "Ultima mossa: {move}, ha preso {count}",
        "game_title.russian": "Dama russa",
        "side.white": "Bianco",
        "side.black": "Nero",
        "result.white": "Vince il Bianco",
        "result.black": "Vince il Nero",
        "termination.russian_no_moves": "nessuna mossa possibile: pezzi tutti presi o bloccati",
        "termination.russian_repetition": "la stessa posizione per la terza volta",
        "termination.russian_three_kings": (
            "tre o più dame non hanno catturato in tempo la dama rimasta sola"
        ),
        "termination.russian_kings_only": "troppe mosse di sole dame, senza prese",
        "type.russian_switch": "{name} deve essere True o False, non {value}.",
        "type.russian_moves": (
            "{name} deve essere un numero intero di mosse (un int), oppure None per "
            "disattivare la regola, non {value}."
        ),
        "type.russian_seat": (
            "{name} deve essere \"white\" (Bianco) o \"black\" (Nero), non {value}."
        ),
        "type.russian_action": (
            "{name} deve essere una Move o il suo testo, come c3-d4 o c3:e5, non {value}."
        ),
        "type.russian_game": (
            "{name} deve essere una partita di dama russa, come games.new(\"russian\"), "
            "non {value}."
        ),
        "russian.setting.unknown": (
            "{name} non è un'impostazione della dama russa; le impostazioni sono: {known}."
        ),
        "russian.setting.moves": (
            "{name} deve essere un numero di mosse da 1 a {most} (oppure None per "
            "disattivare la regola), non {value}."
        ),
        "russian.bad_seat": (
            "{value} non è un colore: scrivi \"white\" (Bianco) o \"black\" (Nero)."
        ),
        "russian.position.syntax": (
            "'{text}' non è una posizione: scrivi chi muove, poi i pezzi di ciascun colore, "
            "come W:Wa1,c3,Kd4:Bb6,h8."
        ),
        "russian.position.bad_side": (
            "'{value}' non indica chi muove: comincia con W (Bianco) o B (Nero), "
            "come W:Wa1,c3:Bb6,h8."
        ),
        "russian.position.bad_list": (
            "'{value}' non è un elenco di pezzi: comincialo con W (Bianco) o B (Nero), "
            "come Wa1,c3,Kd4."
        ),
        "russian.position.list_twice": "I pezzi del {side} sono elencati due volte.",
        "russian.position.bad_square": (
            "'{value}' non è una casa: scrivi una colonna a–h e una traversa 1–8, come c3, "
            "con K davanti a una dama (Kd4)."
        ),
        "russian.position.light_square": (
            "{square} è una casa chiara: i pezzi stanno solo sulle case scure (a1, c1, b2, …)."
        ),
        "russian.position.square_twice": "{square} compare due volte.",
        "russian.position.man_on_crown": (
            "Una pedina del {side} non può stare in {square}: sulla traversa {rank} sarebbe "
            "già una dama (scrivi K{square})."
        ),
        "russian.action.syntax": (
            "'{text}' non è una mossa: scrivila come c3-d4, o una presa con tutte le case "
            "d'arrivo, come c3:e5:g3 (va bene anche x: c3xe5xg3)."
        ),
        "russian.action.light_square": (
            "{action}: {square} è una casa chiara; i pezzi si muovono solo sulle case scure."
        ),
        "russian.action.ambiguous": (
            "{action} può essere più di una presa: scrivi tutte le case d'arrivo, "
            "una tra {choices}."
        ),
        "russian.action.no_piece": "{action}: in {square} non c'è nessun pezzo.",
        "russian.action.not_your_piece": (
            "{action}: il pezzo in {square} è del {side}, e tocca al {mover}."
        ),
        "russian.action.write_capture": "{action} è una presa: scrivila {move}.",
        "russian.action.capture_route": (
            "{action}: il pezzo in {square} non può prendere così; può giocare {choices}."
        ),
        "russian.action.capture_compulsory": "{action}: la presa è obbligatoria: {choices}.",
        "russian.action.not_a_capture": "{action} non prende niente: scrivila {move}.",
        "russian.action.no_capture": "{action}: adesso non c'è niente da prendere.",
        "russian.action.occupied": "{action}: {square} non è libera.",
        "russian.action.king_move": (
            "{action}: la dama si muove lungo una diagonale, di quante case libere vuole."
        ),
        "russian.action.man_move": (
            "{action}: la pedina si muove di una casa in diagonale, in avanti."
        ),
        "russian.pdn.bad_number": (
            "{action}: {square} non è una casa della dama russa: le sue case sono numerate "
            "da 1 a {most} (1 è b8, 22 è c3, 32 è g1); è una partita di un'altra dama?"
        ),
        "russian.pdn.bad_fen_number": (
            "'{value}' non è una casa della dama russa: le sue case sono numerate da 1 a {most}."
        ),
        "russian.pdn.backward_range": (
            "'{value}' va all'indietro: scrivi un intervallo di case dal numero più basso, "
            "come 21-32."
        ),
    },
}
