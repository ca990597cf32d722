"""Lasca's own catalogue entries, in English and Italian.

The Italian words are the source's: "pedina" (soldier), "ufficiale"
(officer), "colonna" (column), "guida" (the commander, the top piece),
"prigioniero" (a piece under it), "casella" (square). Keys shared with
other games (``side.white``, ``result.draw``, …) are used as they are.
"""

MESSAGES: dict[str, dict[str, str]] = {
    "en": {
        "game_title.lasca": "Lasca",
        "lasca.piece.white_soldier": "White soldier",
        "lasca.piece.white_officer": "White officer",
        "lasca.piece.black_soldier": "Black soldier",
        "lasca.piece.black_officer": "Black officer",
        "lasca.column.empty": "{square} is empty.",
        "lasca.column.single": "{square}: {piece}, alone.",
        "lasca.column.many": (
            "{square}: a column of {height}, top to bottom: {piece} (commander), {under}."
        ),
        "lasca.note.count": "{side}: columns {columns}, prisoners held {held}",
        "lasca.note.must_capture": "A capture is compulsory.",
        "lasca.note.last": "Last move: {move}",
        "lasca.note.took": "Took the top of {squares}, now under {end}",
        "lasca.note.column": "Column on {square}, {height} high:",
        "lasca.note.commander": "▲ {piece} (commander)",
        "lasca.note.prisoner": "· {piece}",
        "termination.lasca_no_moves": "no move left: every column taken or blocked",
        "type.lasca_switch": "{name} must be True or False, not {value}.",
        "type.lasca_officer": "{name} must be \"flying\" or \"lasker\", not {value}.",
        "type.lasca_action": (
            "{name} must be a Move or its text, like c3-d4 or a3xc5xe7, not {value}."
        ),
        "type.lasca_game": (
            "{name} must be a game of Lasca, like games.new(\"lasca\"), not {value}."
        ),
        "lasca.setting.unknown": "{name} is not a setting of Lasca; the settings are: {known}.",
        "lasca.setting.officer": (
            "'{value}' is not an officer: say \"flying\" (any distance, the source's rule) "
            "or \"lasker\" (one square, Lasker's rule)."
        ),
        # positions
        "lasca.position.syntax": (
            "'{text}' is not a position: write the side to move, then each column, top first, "
            "like W a3=w e5=bW g7=B."
        ),
        "lasca.position.bad_side": (
            "'{value}' is not the side to move: start with W (White) or B (Black), "
            "like W a3=w e5=bW."
        ),
        "lasca.position.bad_item": (
            "'{value}' is not a column: write a square (a1 … g7), = and the pieces from the "
            "top down, like e5=bW."
        ),
        "lasca.position.light_square": (
            "{square} is not a playing square: Lasca is played on a1, c1, … (the corners' colour)."
        ),
        "lasca.position.bad_column": (
            "On {square}, '{value}' is not a column: use w and b for soldiers, W and B for "
            "officers, top first (bW is a black soldier on a white officer)."
        ),
        "lasca.position.square_twice": "{square} is given twice.",
        "lasca.position.soldier_on_far_rank": (
            "{square}={column}: a soldier commanding a column on its far rank would already be "
            "an officer (write it in capitals)."
        ),
        "lasca.position.too_many": (
            "There are {count} pieces written {letters}: each side has {most} in all, "
            "prisoners included."
        ),
        # moves
        "lasca.action.syntax": (
            "'{text}' is not a move: write it like c3-d4, or a capture with every landing "
            "square, like a3xc5xe7."
        ),
        "lasca.action.light_square": (
            "{action}: {square} is not a playing square; Lasca is played on a1, c1, b2, …"
        ),
        "lasca.action.ambiguous": (
            "{action} could be more than one capture: write every landing square, "
            "one of {choices}."
        ),
        "lasca.action.no_piece": "{action}: there is no column on {square}.",
        "lasca.action.not_your_column": (
            "{action}: the column on {square} is commanded by {side}, and it is {mover}'s turn."
        ),
        "lasca.action.write_capture": "{action} is a capture: write it {move}.",
        "lasca.action.jumped_twice": (
            "{action}: {square} was already jumped in this move; a column is jumped "
            "only once (L2)."
        ),
        "lasca.action.capture_route": (
            "{action}: the column on {square} cannot capture this way; it can play {choices}."
        ),
        "lasca.action.capture_compulsory": "{action}: a capture is compulsory: {choices}.",
        "lasca.action.not_a_capture": "{action} captures nothing: write it {move}.",
        "lasca.action.no_capture": "{action}: there is nothing to capture now.",
        "lasca.action.occupied": "{action}: {square} is not empty.",
        "lasca.action.soldier_move": (
            "{action}: a soldier moves one square diagonally forward."
        ),
        "lasca.action.officer_move": (
            "{action}: an officer moves along a diagonal, over any number of empty squares."
        ),
        "lasca.action.lasker_move": (
            "{action}: with Lasker's officers, an officer moves one square diagonally, "
            "forward or back."
        ),
    },
    "it": {
        "game_title.lasca": "Lasca",
        "lasca.piece.white_soldier": "pedina bianca",
        "lasca.piece.white_officer": "ufficiale bianco",
        "lasca.piece.black_soldier": "pedina nera",
        "lasca.piece.black_officer": "ufficiale nero",
        "lasca.column.empty": "{square} è vuota.",
        "lasca.column.single": "{square}: {piece} (un solo pezzo).",
        "lasca.column.many": (
            "{square}: colonna di {height}, dall'alto in basso: {piece} (guida), {under}."
        ),
        "lasca.note.count": "{side}: colonne {columns}, prigionieri {held}",
        "lasca.note.must_capture": "La presa è obbligatoria.",
        "lasca.note.last": "Ultima mossa: {move}",
        "lasca.note.took": "Prese le guide di {squares}, ora sotto {end}",
        "lasca.note.column": "Colonna in {square}, alta {height}:",
        "lasca.note.commander": "▲ {piece} (guida)",
        "lasca.note.prisoner": "· {piece}",
        "termination.lasca_no_moves": "nessuna mossa possibile: colonne tutte prese o bloccate",
        "type.lasca_switch": "{name} deve essere True o False, non {value}.",
        "type.lasca_officer": "{name} deve essere \"flying\" o \"lasker\", non {value}.",
        "type.lasca_action": (
            "{name} deve essere una Move o il suo testo, come c3-d4 o a3xc5xe7, non {value}."
        ),
        "type.lasca_game": (
            "{name} deve essere una partita di Lasca, come games.new(\"lasca\"), non {value}."
        ),
        "lasca.setting.unknown": (
            "{name} non è un'impostazione della Lasca; le impostazioni sono: {known}."
        ),
        "lasca.setting.officer": (
            "'{value}' non è un ufficiale: scrivi \"flying\" (a distanza, la regola del testo) "
            "o \"lasker\" (una casella, la regola di Lasker)."
        ),
        "lasca.position.syntax": (
            "'{text}' non è una posizione: scrivi chi muove, poi ogni colonna dall'alto in "
            "basso, come W a3=w e5=bW g7=B."
        ),
        "lasca.position.bad_side": (
            "'{value}' non indica chi muove: comincia con W (Bianco) o B (Nero), "
            "come W a3=w e5=bW."
        ),
        "lasca.position.bad_item": (
            "'{value}' non è una colonna: scrivi una casella (a1 … g7), = e i pezzi "
            "dall'alto in basso, come e5=bW."
        ),
        "lasca.position.light_square": (
            "{square} non è una casella di gioco: la Lasca si gioca su a1, c1, … "
            "(il colore degli angoli)."
        ),
        "lasca.position.bad_column": (
            "In {square}, '{value}' non è una colonna: usa w e b per le pedine, W e B per gli "
            "ufficiali, dall'alto (bW è una pedina nera sopra un ufficiale bianco)."
        ),
        "lasca.position.square_twice": "{square} compare due volte.",
        "lasca.position.soldier_on_far_rank": (
            "{square}={column}: una pedina che guida una colonna sull'ultima fila sarebbe già "
            "un ufficiale (scrivila maiuscola)."
        ),
        "lasca.position.too_many": (
            "Ci sono {count} pezzi scritti {letters}: ogni giocatore ne ha {most} in tutto, "
            "prigionieri compresi."
        ),
        "lasca.action.syntax": (
            "'{text}' non è una mossa: scrivila come c3-d4, o una presa con tutte le caselle "
            "d'arrivo, come a3xc5xe7."
        ),
        "lasca.action.light_square": (
            "{action}: {square} non è una casella di gioco; la Lasca si gioca su a1, c1, b2, …"
        ),
        "lasca.action.ambiguous": (
            "{action} può essere più di una presa: scrivi tutte le caselle d'arrivo, "
            "una tra {choices}."
        ),
        "lasca.action.no_piece": "{action}: in {square} non c'è nessuna colonna.",
        "lasca.action.not_your_column": (
            "{action}: la colonna in {square} è guidata dal {side}, e tocca al {mover}."
        ),
        "lasca.action.write_capture": "{action} è una presa: scrivila {move}.",
        "lasca.action.jumped_twice": (
            "{action}: {square} è già stata saltata in questa mossa; una colonna si salta "
            "una volta sola (L2)."
        ),
        "lasca.action.capture_route": (
            "{action}: la colonna in {square} non può prendere così; può giocare {choices}."
        ),
        "lasca.action.capture_compulsory": "{action}: la presa è obbligatoria: {choices}.",
        "lasca.action.not_a_capture": "{action} non prende niente: scrivila {move}.",
        "lasca.action.no_capture": "{action}: adesso non c'è niente da prendere.",
        "lasca.action.occupied": "{action}: {square} non è libera.",
        "lasca.action.soldier_move": (
            "{action}: la pedina si sposta di una casella in diagonale, sempre in avanti."
        ),
        "lasca.action.officer_move": (
            "{action}: l'ufficiale si sposta lungo una diagonale, di quante caselle libere vuole."
        ),
        "lasca.action.lasker_move": (
            "{action}: con gli ufficiali di Lasker, l'ufficiale si sposta di una casella "
            "in diagonale, avanti o indietro."
        ),
    },
}
