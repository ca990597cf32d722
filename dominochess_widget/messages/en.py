"""English: the reference catalogue. Every key must exist here."""

MESSAGES: dict[str, str] = {
    # sides, kinds, results
    "side.red": "Red",
    "side.blue": "Blue",
    "kind.king": "king",
    "kind.queen": "queen",
    "kind.rook": "rook",
    "kind.bishop": "bishop",
    "kind.knight": "knight",
    "result.red": "Red wins",
    "result.blue": "Blue wins",
    "result.draw": "draw",
    "termination.kings_captured": "both kings captured",
    "termination.resignation": "resignation",
    "termination.draw_rule": "no capture for too many turns (D4)",
    "termination.agreement": "draw agreed",
    "nomove.zero": "0 moves no piece",
    "nomove.all_captured": "no {kind} is left",
    "nomove.already_moved": "the {kind} already moved this turn",
    "nomove.blocked": "no {kind} can move",
    # settings
    "tile.bad_text": "{value!r} is not a domino tile: write it like 3|5.",
    "tile.bad_value": (
        "{value} is not a domino tile: a tile is two numbers from 0 to 6, like (3, 5)."
    ),
    "seed.bad": "{value} is not a seed: a seed is a whole number, 0 or more.",
    "mapping.not_permutation": (
        "The mapping {value} must give each of K, Q, R, B, N exactly one number from 1 to 5."
    ),
    "mapping.bad_text": (
        "{value!s} is not a mapping: write it like \"1=K 2=Q 3=R 4=B 5=N\" or \"KQRBN\"."
    ),
    "draw_rule.bad": (
        "{value} is not a draw rule: give a number of turns (1 or more), or None to switch it off."
    ),
    # positions
    "position.not_text": "{value} is not a position: give the FEN piece placement as text.",
    "position.rank_count": (
        "A placement has 8 ranks separated by '/', but this one has {found}."
    ),
    "position.bad_char": (
        "'{char}' on rank {rank} is not a piece: use K Q R B N (Red) or k q r b n (Blue), "
        "or a digit for empty squares."
    ),
    "position.rank_width": "Rank {rank} describes {found} squares instead of 8.",
    "position.too_many": "{side} has {count} pieces of kind {kind}; a side has at most {most}.",
    "position.no_king": "{side} has no king: each side needs at least one.",
    "position.bad_side": "{value} is not a side: say \"red\" or \"blue\".",
    "pool.not_list": "{value} is not a pool: give a list of tiles, top first.",
    "pool.repeated": "The tile {tile} appears twice in the pool; each tile is in the set once.",
    # actions
    "action.not_text": "{value} is not an action: write it like 3:Ra1-a4.",
    "action.not_action": "{value} is not an action: write it like 3:Ra1-a4.",
    "action.syntax": (
        "'{text}' is not an action: write the half, a colon, then the move, "
        "like 3:Ra1-a4, or the half and '-' (like 0:-) when it has no move."
    ),
    "action.bad_half": "'{text}': a half is a number from 0 to 6, not {half}.",
    "action.bad_letter": "'{text}': '{letter}' is not a piece letter (K Q R B N).",
    "action.game_over": "{action}: the game is over ({result}).",
    "action.half_used": "{action}: the {half} has already been used this turn.",
    "action.half_not_on_tile": "{action}: the tile is [{low}|{high}], there is no {half} to play.",
    "action.forfeit_not_allowed": (
        "{action}: the {half} still has a move (for example {example}); a move is "
        "compulsory when one is possible."
    ),
    "action.zero_moves_nothing": "{action}: a 0 moves no piece; write 0:-.",
    "action.no_piece": "{action}: there is no piece on {square}.",
    "action.not_your_piece": "{action}: the {kind} on {square} belongs to {side}.",
    "action.wrong_letter": "{action}: the piece on {square} is a {kind}, not a {letter}.",
    "action.wrong_kind": (
        "{action}: the {half} moves a {wanted}, but the piece on {square} is a {kind}."
    ),
    "action.already_moved": (
        "{action}: the {kind} on {square} has already moved this turn; the same piece "
        "may not move twice."
    ),
    "action.own_piece": "{action}: {square} is taken by your own {kind}.",
    "action.wrong_shape": "{action}: a {kind} cannot go from {origin} to {target}.",
    "action.blocked": (
        "{action}: the {kind} cannot go from {origin} to {target}: {square} is in the way."
    ),
    "action.nothing_to_capture": "{action}: there is nothing to capture on {square}; use '-'.",
    "action.capture_unmarked": "{action}: this move captures the {kind} on {square}; use 'x'.",
    "action.illegal": "{action} is not legal now.",
    "undo.nothing": "There is nothing to undo.",
    "game.over": "The game is already over ({result}).",
    # records
    "record.where": "line {line}, column {column}",
}
