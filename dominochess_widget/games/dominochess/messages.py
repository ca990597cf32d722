"""Domino chess's counting texts (the pool tracker and the danger map), in
English and Italian. The game's older texts live in the shared catalogue."""

MESSAGES: dict[str, dict[str, str]] = {
    "en": {
        "pool.title": "Next draw: {count} tiles face down, each as likely",
        "pool.title_reshuffle": (
            "Next draw: the pool is empty, so all 28 tiles are shuffled again"
        ),
        "pool.title_over": "Game over: no more tiles to draw.",
        "pool.kind": "a {kind} may move ({number} or {jolly}): {count}/{total} = {percent}",
        "pool.jolly": "Jolly, any piece (6): {count}/{total} = {percent}",
        "pool.zero": "a 0 (a half that moves nothing): {count}/{total} = {percent}",
        "danger.piece": "your {kind} on {square}: {count}/{total} = {percent}",
        "overlay.danger": "Danger map",
        "danger.title": "If {opponent} draws next, the chance that the tile lets it take:",
    },
    "it": {
        "pool.title": "Prossima pesca: {count} tessere coperte, tutte ugualmente probabili",
        "pool.title_reshuffle": (
            "Prossima pesca: il mucchio è vuoto, si rimescolano tutte le 28 tessere"
        ),
        "pool.title_over": "Partita finita: non si pescano più tessere.",
        "pool.kind": "{kind:Il} può muovere ({number} o {jolly}): {count}/{total} = {percent}",
        "pool.jolly": "Jolly, un pezzo qualsiasi (6): {count}/{total} = {percent}",
        "pool.zero": "uno 0 (una metà che non muove nulla): {count}/{total} = {percent}",
        "danger.piece": "{kind:tuo} in {square}: {count}/{total} = {percent}",
        "overlay.danger": "Mappa del pericolo",
        "danger.title": (
            "Se pesca il {opponent}, la probabilità che la tessera gli faccia prendere:"
        ),
    },
}
