"""The puzzles' own catalogue entries, in English and Italian: the verdict
of a try in words, the progress a student takes home and the table a
teacher reads (:mod:`dominochess_widget.puzzles.progress`), and the puzzle
widget's name box and download link.

Importing :mod:`dominochess_widget.puzzles` adds them to the catalogue.
"""

MESSAGES: dict[str, dict[str, str]] = {
    "en": {
        # a try's verdict, as one word (Feedback.verdict_word)
        "puzzle.verdict.right": "right",
        "puzzle.verdict.good": "good so far",
        "puzzle.verdict.wrong": "wrong",
        "puzzle.verdict.illegal": "not a legal move",
        "puzzle.verdict.solved": "already solved",
        # the puzzle widget's progress controls
        "gamebook.your_name": "Your name",
        "gamebook.name_placeholder": "for your teacher",
        "gamebook.download": "Download your progress ({file})",
        "gamebook.show_answer": "Show the answer",
        # reading progress files
        "progress.no_folder": "There is no folder {file} to read progress files from.",
        "progress.unreadable": "The progress file {file} cannot be read: {reason}.",
        "progress.too_big": (
            "The progress file {file} is too big ({size} bytes; a progress file has at most "
            "{most}): is it the right file?"
        ),
        "progress.not_json": (
            "The progress file {file} is damaged (line {line}, column {column}): "
            "Ask the student to download it again."
        ),
        "progress.not_progress": (
            "{file} is not a puzzle progress file (one is downloaded under a puzzle with "
            "\"Download your progress\")."
        ),
        "progress.bad_field": "{file}, {where}: {field} must be {expected}, not {value}.",
        "progress.duplicate": "{file}: the puzzle {puzzle} is listed twice.",
        "progress.where.file": "the file",
        "progress.where.puzzle": "puzzle {number}",
        "progress.expected.format": "\"dominochess-puzzle-progress\", version {version}",
        "progress.expected.name": "a name of at most {most} characters",
        "progress.expected.list": "a list of at most {most} puzzles",
        "progress.expected.puzzle": (
            "a table with puzzle, tries, solved, hint and solution"
        ),
        "progress.expected.id": "a puzzle's id, like \"dc-01-king-bites\"",
        "progress.expected.tries": "a whole number from 0 to {most}",
        "progress.expected.solved_tries": "at least 1 when the puzzle is solved",
        "progress.expected.true_false": "true or false",
        # the class table
        "progress.table.student": "Student",
        "progress.table.solved": "Solved",
        "progress.table.nobody": "No progress file in {file} yet.",
        "progress.table.problem": "Not read: {problem}",
        "progress.table.legend": (
            "✓ 2: solved at the 2nd try; ✗ 3: not solved yet, 3 tries; "
            "+hint: the hint was asked; +answer: the answer was shown."
        ),
        "progress.mark.hint": "+hint",
        "progress.mark.solution": "+answer",
        "progress.no_name": "(no name: {file})",
    },
    "it": {
        "puzzle.verdict.right": "giusta",
        "puzzle.verdict.good": "giusta per ora",
        "puzzle.verdict.wrong": "sbagliata",
        "puzzle.verdict.illegal": "mossa non valida",
        "puzzle.verdict.solved": "già risolto",
        "gamebook.your_name": "Il tuo nome",
        "gamebook.name_placeholder": "per l'insegnante",
        "gamebook.download": "Scarica i tuoi progressi ({file})",
        "gamebook.show_answer": "Mostra la soluzione",
        "progress.no_folder": "Non c'è una cartella {file} da cui leggere i file dei progressi.",
        "progress.unreadable": "Il file dei progressi {file} non si può leggere: {reason}.",
        "progress.too_big": (
            "Il file dei progressi {file} è troppo grande ({size} byte; un file dei progressi "
            "ne ha al massimo {most}): è il file giusto?"
        ),
        "progress.not_json": (
            "Il file dei progressi {file} è rovinato (riga {line}, colonna {column}): "
            "Chiedi allo studente di scaricarlo di nuovo."
        ),
        "progress.not_progress": (
            "{file} non è un file dei progressi dei problemi (lo si scarica sotto un problema "
            "con \"Scarica i tuoi progressi\")."
        ),
        "progress.bad_field": "{file}, {where}: {field} deve essere {expected}, non {value}.",
        "progress.duplicate": "{file}: il problema {puzzle} compare due volte.",
        "progress.where.file": "il file",
        "progress.where.puzzle": "problema {number}",
        "progress.expected.format": "\"dominochess-puzzle-progress\", versione {version}",
        "progress.expected.name": "un nome di al massimo {most} caratteri",
        "progress.expected.list": "un elenco di al massimo {most} problemi",
        "progress.expected.puzzle": (
            "una tabella con puzzle, tries, solved, hint e solution"
        ),
        "progress.expected.id": "il codice di un problema, come \"dc-01-king-bites\"",
        "progress.expected.tries": "un numero intero da 0 a {most}",
        "progress.expected.solved_tries": "almeno 1 quando il problema è risolto",
        "progress.expected.true_false": "true o false",
        "progress.table.student": "Studente",
        "progress.table.solved": "Risolti",
        "progress.table.nobody": "Ancora nessun file dei progressi in {file}.",
        "progress.table.problem": "Non letto: {problem}",
        "progress.table.legend": (
            "✓ 2: risolto al 2° tentativo; ✗ 3: non ancora risolto, 3 tentativi; "
            "+aiuto: ha chiesto il suggerimento; +soluzione: ha visto la soluzione."
        ),
        "progress.mark.hint": "+aiuto",
        "progress.mark.solution": "+soluzione",
        "progress.no_name": "(senza nome: {file})",
    },
}
