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
    # narration: what each half did
    "narration.nothing": "nothing",
    "narration.any_piece": "any piece",
    "narration.move": "{half} → {what}: {move}",
    "narration.zero": "{half}: no move",
    "narration.all_captured": "{half}: no {what} is left",
    "narration.blocked": "{half}: no {what} can move",
    "narration.blocked_jolly": "{half}: no piece can move",
    "narration.already_moved": "{half}: the {kind} on {square} already moved",
    "narration.result": "{result}: {why}",
    "narration.selects": "{half} → {what}",
    # settings
    "tile.bad_text": "{value!r} is not a domino tile: write it like 3|5.",
    "tile.bad_value": (
        "{value} is not a domino tile: a tile is two numbers from 0 to 6, like (3, 5)."
    ),
    "seed.bad": "{value} is not a seed: a seed is a whole number from 0 to {most}.",
    "mapping.not_permutation": (
        "The mapping {value} must give each of K, Q, R, B, N exactly one number from 1 to 5."
    ),
    "mapping.bad_text": (
        "{value!s} is not a mapping: write it like \"1=K 2=Q 3=R 4=B 5=N\" or \"KQRBN\"."
    ),
    "draw_rule.bad": (
        "{value} is not a draw rule: give a number of turns (1 or more), or None to switch it off."
    ),
    "number.bad": "{value} is not a number of a domino half: use 0 to 6.",
    # arguments of the wrong Python type ({name} is the parameter)
    "type.int": "{name} must be a whole number (an int), not {value}.",
    "type.bool": "{name} must be True or False, not {value}.",
    "type.text": "{name} must be text (a str), not {value}.",
    "type.side": "{name} must be \"red\" or \"blue\", not {value}.",
    "type.tiles": "{name} must be a list of tiles, top first, like [(3, 5), (0, 4)], not {value}.",
    "type.action": "{name} must be an Action or its text, like 3:Ra1-a4, not {value}.",
    "type.kind": "{name} must be a piece kind, like Kind.ROOK, or None, not {value}.",
    "type.draw_rule": (
        "{name} must be a number of turns (an int, 1 or more), or None to switch the rule off, "
        "not {value}."
    ),
    "type.game": "{name} must be a Game, for example Game.new(seed=1), not {value}.",
    "type.game_state": "{name} must be a game, for example games.new(\"russian\"), not {value}.",
    "type.seat": "{name} must be the name of a seat (a str), like \"white\", not {value}.",
    "cell.bad": "{square} is not a square of this board.",
    "square.bad": "{name}: {value} is not a square: squares are numbered 0 (a1) to 63 (h8).",
    # positions
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
    "pool.repeated": "The tile {tile} appears twice in the pool; each tile is in the set once.",
    # actions
    "action.syntax": (
        "'{text}' is not an action: write the half, a colon, then the move, "
        "like 3:Ra1-a4, or the half and '-' (like 0:-) when it has no move."
    ),
    "action.bad_half": "'{text}': a half is a number from 0 to 6, not {half}.",
    "action.bad_letter": "'{text}': '{letter}' is not a piece letter (K Q R B N).",
    "action.bad_half_value": "A half is a number from 0 to 6, not {value}.",
    "action.origin_without_target": (
        "A move needs both squares, origin and target; a half used without a move has neither."
    ),
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
    "action.same_square": "{action}: a move must leave its square ({square}).",
    "action.own_piece": "{action}: {square} is taken by your own {kind}.",
    "action.wrong_shape": "{action}: a {kind} cannot go from {origin} to {target}.",
    "action.blocked": (
        "{action}: the {kind} cannot go from {origin} to {target}: {square} is in the way."
    ),
    "action.nothing_to_capture": "{action}: there is nothing to capture on {square}; use '-'.",
    "action.capture_unmarked": "{action}: this move captures the {kind} on {square}; use 'x'.",
    "action.illegal": "{action} is not legal now.",
    "undo.nothing": "There is nothing to undo.",
    # the study editor's model (dominochess_widget.study)
    "study.game_or_record": (
        "A study starts from a game's name or from a record: give one of the two, not {given}."
    ),
    "study.record_alone": (
        "A record brings its own start and settings: give no {name} with it."
    ),
    "study.at_start": "This is the start: there is no move before it.",
    "study.at_end": "There is no move after this one.",
    "study.no_path": "There is no move at {path} in this study.",
    "study.nothing_to_delete": "The start cannot be deleted: go to a move first.",
    "study.already_main": "This line is already the main line.",
    "study.bad_colour": (
        "{value} is not a colour for a mark: use green, red, yellow or blue."
    ),
    "study.bad_cell": "{value} is not a cell of this board: name it like {example}.",
    "study.no_cells": "This game has no board cells to mark.",
    "study.same_cell": "An arrow goes from one cell to another, not from {cell} to itself.",
    "study.resign_ends": (
        "A resignation that ends the game is not a move of the study: a record says it in "
        "its Result tag."
    ),
    "type.study_record": (
        "{name} must be a record, its text, a file's path (a pathlib.Path) or the name of "
        "a shipped example, not {value}."
    ),
    "type.study_settings": (
        "{name} must be a mapping of the game's settings, like dict(officer=\"flying\"), "
        "not {value}."
    ),
    "type.study_cell": (
        "{name} must be a cell's number (an int) or its name, like \"d4\", not {value}."
    ),
    "type.study_path": (
        "{name} must be a list of whole numbers, the variations' places from the start, "
        "not {value}."
    ),
    "type.study_file": "{name} must be a file's path (a str or a pathlib.Path), not {value}.",
    # choosing the tile drawn (Study.draw, domino chess's record: issue 28, item 1)
    "study.draw_fixed": "In {game} nothing is drawn that the author could choose.",
    "study.draw_not_at_end": (
        "A tile is chosen where the main line ends: go to its last move first "
        "(the earlier turns keep the tiles they drew)."
    ),
    "study.draw_in_variation": (
        "Drawing {draw} here would change the tile of the variation at {move}: delete that "
        "variation first."
    ),
    "draw.game_over": "The game is over: no more tiles are drawn.",
    "draw.mid_turn": (
        "This turn has begun with {tile}: a tile is chosen before the turn's first half is "
        "played (go back to its start)."
    ),
    "draw.position_pool": (
        "This game began from a position with its own pool and seed, which decide every "
        "tile: change the pool in the position instead."
    ),
    "draw.already_drawn": (
        "The tile {tile} was already drawn in this shuffle (draw {draw}); the 28 tiles are "
        "shuffled again only after all of them have been drawn."
    ),
    "draw.not_in_pool": "The tile {tile} is not in this game's pool: its position left it out.",
    "type.tile": "{name} must be a tile, like \"3|5\" or (3, 5), not {value}.",
    "position.too_short": (
        "A position needs at least the placement, the side to move and the tile, like "
        "\"RNBQKBNR/8/8/8/8/8/8/rnbqkbnr red 3|5\"; got {text}."
    ),
    "position.bad_field": (
        "{field} is not a position field; the fields are {keys}, each written key=value."
    ),
    "position.field_twice": "The field {field} is given twice.",
    "position.bad_number": "{field} must be a whole number, not {value}.",
    "position.no_pool": (
        "The position must list the pool (pool=… with the face-down tiles, or pool=- for none)."
    ),
    "position.pool_too_long": (
        "The pool lists {count} tiles; with the tile drawn it can hold at most {most}."
    ),
    "position.bad_played": (
        "played={value} does not fit the tile {tile}: write the half and where its piece went, "
        "like 3@e4, 3xe4 or 3-."
    ),
    "position.played_no_piece": "played={value}: there is no {side} piece on that square.",
    "position.half_ending": "A finished game needs both result=… and end=….",
    "position.bad_ending": (
        "{value} is not an ending: result is one of {results}, end one of {ends}."
    ),
    "position.clock_over": (
        "clock={clock} has reached the draw rule's limit ({limit}): that game is already drawn."
    ),
    # domino chess positions and settings (issue 25)
    "setting.unknown": "{name} is not a setting of domino chess; the settings are: {known}.",
    "position.count_too_large": "{field}={value} is too large: a count is at most {most}.",
    "position.pool_and_unseen": (
        "Give the face-down tiles once: pool=… (in the order they will be drawn) or unseen=… "
        "(shuffled with the seed), not both."
    ),
    "position.played_after_end": (
        "played={value} describes a turn in progress, but the game is over: leave it out."
    ),
    "position.end_needs_winner": (
        "end={end} needs a winner: write result=red or result=blue, not result={result}."
    ),
    "position.end_needs_draw": "end={end} is a draw: write result=draw, not result={result}.",
    "position.draw_rule_off": (
        "end={end} is a draw by the no-capture rule (D4), but the rule is switched off "
        "(draw=off)."
    ),
    "position.draw_rule_clock": (
        "end={end}: the no-capture rule (D4) draws the game when the clock reaches {limit}, so "
        "write clock={limit}, not clock={clock}."
    ),
    "position.loser_has_king": (
        "end={end} says that {side} lost all its kings, but {side} still has a king on the board."
    ),
    "game.unknown": "There is no game called {name}; the games are: {known}.",
    "perft.negative_depth": "The depth must be 0 or more, not {depth}.",
    "game_title.dominochess": "Domino chess",
    "game.over": "The game is already over ({result}).",
    "example.unknown": "There is no example called '{name}'. The examples are: {known}.",
    # records
    "file.missing": "There is no file {path}.",
    "file.not_text": "{path} is not a text file (UTF-8): is it a game record?",
    "file.unreadable": "{path} cannot be read: {reason}.",
    "file.unwritable": "{path} cannot be written: {reason}.",
    "record.where": "line {line}, column {column}",
    "record.unclosed": "'{opener}' is never closed: add '{closer}'.",
    "record.tag_twice": "the tag {name} is given twice.",
    "record.bad_tag": "the tag {name} is not right: {problem}",
    "record.bad_seed": "the Seed tag must be a whole number, not '{value}'.",
    "record.bad_draw_rule": (
        "the DrawRule tag must be a number of turns or 'off', not '{value}'."
    ),
    "record.bad_setup": (
        "the Setup tag must be a placement and a side, like "
        "\"rrqkkqrr/nnbbbbnn/8/8/8/8/NNBBBBNN/RRQKKQRR red\", not '{value}'."
    ),
    "record.pool_without_turn": "a record with a Pool tag needs at least one turn with its tile.",
    "record.pool_mismatch": (
        "the tile here is {found}, but the Pool tag says {expected} comes next."
    ),
    "record.tile_not_drawn": (
        "the tile here is {found}, but the pool of the Position tag draws {expected} now."
    ),
    "record.position_and_setup": (
        "the Position tag says where the game began, so leave out the {name} tag."
    ),
    "record.position_contradicts": (
        "the {name} tag ('{value}') does not agree with the Position tag: make them agree, or "
        "leave the {name} tag out."
    ),
    "record.tile_twice": (
        "the tile {tile} was already drawn (turn {turn} of this shuffle); the 28 tiles "
        "are reshuffled only after all of them have been drawn."
    ),
    "record.after_result": "nothing may follow the result at the end of the record.",
    "record.tile_without_number": "a tile must follow a turn number, like '1.' or '1...'.",
    "record.game_already_over": "this turn comes after the end of the game ({result}).",
    "record.action_without_tile": "the action {text} must follow a turn's tile, like [3|5].",
    "record.turn_full": "{text}: this turn already used both halves of its tile.",
    "record.number_without_tile": (
        "the turn number {text} must be followed by its tile, like [3|5]."
    ),
    "record.bad_tag_name": (
        "'{name}' cannot be a tag name: use letters, digits and _, starting with a letter."
    ),
    "record.bad_tag_value": "the tag {name} cannot hold a line break: write its value on one line.",
    "record.reserved_tag": "the tag {name} is written from the game itself: leave it out.",
    "record.problem": "{problem}",
    "record.tag_after_moves": "tags like [Event \"…\"] belong at the top, before the turns.",
    "record.unexpected": (
        "I expected a turn number (like 2.), a tile (like [3|5]), an action (like 3:Ra1-a4), "
        "a comment in {{ }} or a result (1-0, 0-1, 1/2-1/2, *), but found '{text}'."
    ),
    "record.turn_unfinished": (
        "the turn with tile {tile} is not finished: the {left} still has to be played "
        "(write its move, or its forfeit like 3:-)."
    ),
    "record.wrong_number": "this turn is {side}'s: write '{expected}', not '{found}'.",
    "record.bad_result": "the Result tag must be 1-0, 0-1, 1/2-1/2 or *, not '{value}'.",
    "record.result_mismatch": "the result here is {found}, but the Result tag says {expected}.",
    "record.result_contradicts": (
        "the record says {claimed}, but after its moves the result is {actual}."
    ),
    "record.bad_termination": (
        "the game is not over after its moves, so it must end by resignation or agreement, "
        "one that gives the Result tag's scores: '{value}' does not."
    ),
    "record.bad_mark": (
        "'{item}' is not a square mark: write a colour (G R Y B) and a square, like Gc4."
    ),
    "record.bad_arrow": (
        "'{item}' is not an arrow: write a colour (G R Y B) and two squares, like Gb2c4."
    ),
    "record.bad_command": (
        "[%{command} …] is not known: use [%csl …] for squares, [%cal …] for arrows."
    ),
    # records of every game (core/records.py, core/movelist.py)
    "record.other_game": (
        "this record's {tag} tag says {value}, not {expected}: it is a record of another game."
    ),
    "record.number_missing": (
        "the move {text} needs its move number first: write '{expected} {text}'."
    ),
    "record.bad_scores": (
        "the Result tag must give each player's score, like {example} or 1/2-1/2, "
        "or * for a game still going on; not '{value}'."
    ),
    "record.unknown_game": (
        "this record is of a game I do not know ({value}): the games are told by "
        "[GameType \"25\"] (Russian draughts) or [Game \"…\"]."
    ),
    "record.wrong_seats": (
        "the result {value} gives {found} scores, but this game has {seats} players: give "
        "each player's score, like {example}, or * for a game still going on."
    ),
    "record.termination_contradicts": (
        "the Termination tag says '{claimed}', but after its moves the game ended by {actual}."
    ),
    "record.termination_unfinished": (
        "the Termination tag says '{value}', but the game is still going on (its result is *)."
    ),
    "record.bad_switch": "the tag {name} must be 'on' or 'off', not '{value}'.",
    "record.bad_count": "the tag {name} must be a whole number or 'off', not '{value}'.",
    "record.nag_before_move": (
        "{text} annotates a move (like c3-d4 $1): write it right after the move it judges."
    ),
    "record.bad_nag": "{text} is not an annotation: NAGs go from $0 to ${most}.",
    # variations and study trees (core/movelist.py, core/records.py)
    "record.variation_before_move": (
        "'(' opens a variation, a line played instead of a move: put it right after "
        "that move (and its comment)."
    ),
    "record.variation_not_open": "')' closes a variation, but none is open here.",
    "record.variation_empty": (
        "this variation '( )' holds no move: write its moves or leave it out."
    ),
    "record.variation_comment_first": (
        "a comment inside a variation comes after one of its moves: write the move first."
    ),
    "record.result_in_variation": (
        "the result {text} belongs at the end of the main line, not inside a variation '( )'."
    ),
    "record.variation_too_deep": (
        "variations are nested more than {most} deep here: close some with ')' first."
    ),
    "record.node_refused": "the move {number} {action} cannot be played there: {problem}",
    "record.node_after_end": (
        "the move {number} {action} comes after the end of the game ({result})."
    ),
    "type.line_path": (
        "{name} must be a list of (move, variation) pairs of whole numbers, like [(3, 0)], "
        "not {value}."
    ),
    "type.study_node": "{name} must be a StudyNode (a study's tree of moves), not {value}.",
    "type.tags": "{name} must be a mapping of tag names to their values (a dict), not {value}.",
    # domino chess's variations (games/dominochess/records.py)
    "type.dominochess_record": (
        "{name} must be a domino chess record (read_record gives one), not {value}."
    ),
    "record.variation_before_turn": (
        "'(' opens a variation, a line played instead of a whole turn: put it right after "
        "that turn's actions (and their comments)."
    ),
    "record.variation_tile": (
        "the tile here is {found}, but the game's pool draws {expected} here: a variation "
        "draws the same tiles as the main line."
    ),
    "record.variation_beyond_pool": (
        "the variation at {number} draws {found} after the main line ends, but a record "
        "can only say the seed's tiles there ({expected}): make the main line longer or "
        "that variation shorter."
    ),
    "viewer.takes": "{move}, takes {count}",
    # board widget (dominochess_widget/widgets): added keys only
    "board.to_move": "{side} to move",
    "board.turn_done": "{side}'s turn is over",
    "board.no_game": "No game to show",
    "board.half.to_play": "to play",
    "board.half.played": "played {move}",
    "board.half.forfeited": "no move: forfeited",
    "board.half.no_move": "no move: {why}",
    "board.piece": "piece",
    "board.legend.title": "Tile numbers → pieces",
    "board.legend.none": "no move",
    "board.legend.row": "{number} = {what}",
    "board.square": "square {square}",
    "board.error": "Something went wrong: {error}",
    "board.bad_size": (
        "{value} is not a board size: give a whole number of pixels from {low} to {high}."
    ),
    "board.not_a_game": (
        "{value} is not a game: give a game's state, for example games.new(\"russian\") "
        "(the games are {known})."
    ),
    "board.no_view": "The game {game} has no board view to draw it with.",
    "board.bad_language": "{value} is not a language: use one of {choices}.",
    # game viewer
    "viewer.bad_step": "There is no step {index}: the steps go from 0 to {last}.",
    "viewer.start": "Start",
    "viewer.player": "{side}: {name}",
    "viewer.first": "First position",
    "viewer.previous": "Previous step (←)",
    "viewer.next": "Next step (→)",
    "viewer.last": "Last position",
    "viewer.play": "Play",
    "viewer.pause": "Pause",
    "viewer.play_tooltip": "Play the game step by step",
    "viewer.delay": "Seconds per step",
    "viewer.step": "Step",
    "viewer.moves": "Moves",
    "viewer.position": "Step {step} of {last}: {label}",
    "viewer.draws": "{side} draws {tile}: {halves}",
    "viewer.variation": "Instead: ({line})",
    "viewer.play_line": "Play this line: {line}",
    "viewer.play_line_tooltip": "Step through this variation from where it branches",
    "viewer.line_at": "Variation at {move}",
    "viewer.back_to_main": "Back to the main line",
    "viewer.back_to_line": "Back to the line it branches from",
    "viewer.no_variation": (
        "There is no variation {number} at this step: the variations here go from 0 to {last}."
    ),
    "viewer.none_here": "No variation branches at this step.",
    "viewer.on_main_line": "The main line is shown already: there is no line to go back to.",
    "viewer.untitled": "{game}: a game",
    "viewer.bad_record": (
        "{value} is not a game record: give a record, its text, or the name of an example."
    ),
    # playing
    "play.status": "{side} to move, tile {tile}: {halves}",
    "play.status.computer": "{side} (computer) to move, tile {tile}: {halves}",
    "play.half": "{half} → {what} ({state})",
    "play.half.used": "used: {action}",
    "play.half.moves": "{count} moves",
    "play.half.one_move": "1 move",
    "play.half.no_move": "no move now",
    "play.over": "The game is over: {result}.",
    "play.wait": "The computer is thinking…",
    "play.pick": "Click one of {side}'s pieces.",
    "play.no_choice": "There is no move waiting for the {half}.",
    "play.undone": "Taken back.",
    "viewer.resigns": "resigns",
    "play.resigned": "{side} resigns and leaves the game; play goes on.",
    "play.nothing_to_redo": "There is nothing to redo.",
    "play.new_game": "New game (seed {seed}).",
    "play.moved_already": (
        "The {kind} on {square} already moved this turn; the same piece may not move twice."
    ),
    "play.not_selected": "No half of the tile {tile} moves a {kind}.",
    "play.stuck": "The {kind} on {square} has no legal move now.",
    "play.cannot_go": "The {kind} on {origin} cannot go to {target} now.",
    "play.which_half": "{move}: which half does it use? {halves}",
    "play.played": "{what} ({side})",
    "play.position": "{side}: {pieces}.",
    "play.position.kind": "{kind} {squares}",
    "play.position.none": "no pieces",
    "play.auto_forfeit": "{what} — played for you, there was no choice.",
    "play.forced.now": "Now {side} must play.",
    # playing any game (session.py, games/*/play.py)
    "play.bad_cell": "{value} is not a cell of this board.",
    "play.which": "Which one? {choices}",
    "play.no_such_choice": "There is no choice {value} waiting.",
    "play.announce": "{side}: {action}",
    "play.status.generic": "{side} to move",
    "play.status.generic_computer": "{side} (computer) to move",
    "play.status.must_capture": "{status}: a capture is compulsory",
    "play.position.text": "Position: {position}",
    "play.position.men": "men {squares}",
    "play.position.kings": "kings {squares}",
    "play.no_action_from": "The piece on {cell} has no legal move now.",
    "play.no_action_path": "No legal move goes {path}.",
    "play.new_game.generic": "New game.",
    # computer player (dominochess_widget/ai): added keys only
    "ai.level.easy": "easy",
    "ai.level.medium": "medium",
    "ai.level.hard": "hard",
    "ai.bad_level": "{value} is not a level: choose \"easy\", \"medium\" or \"hard\".",
    "ai.bad_time_budget": (
        "{value} is not a time budget: give a number of seconds greater than 0."
    ),
    "ai.needs_own_computer": (
        "{game} has chance: the plain search cannot play it, the game needs a computer "
        "of its own."
    ),
    "ai.thinking": "The computer is thinking…",
    "ai.timed_out": (
        "The computer ran out of time and played the best move it had found so far: "
        "on a faster computer it might play differently."
    ),
    "ai.hint_timed_out": (
        "The computer ran out of time and suggests the best move it had found so far: "
        "on a faster computer the hint might be different."
    ),
    "ai.hint": "{action} — {reason}",
    "ai.reason.wins": "captures the last king and wins the game",
    "ai.reason.king": "captures a king: one more king wins the game",
    "ai.reason.capture": "captures a {kind}",
    "ai.reason.only_action": "the only legal move",
    "ai.reason.only_move": "the only {kind} move",
    "ai.reason.escape": "moves the {kind} out of the {attacker}'s attack",
    "ai.reason.safer": (
        "moves the {kind} to a safer square: the chance the next tile lets it be captured "
        "drops from {before}% to {after}%"
    ),
    "ai.reason.prepares": "prepares the other half: {action}",
    "ai.reason.threatens": "threatens the {kind} on {square}",
    "ai.reason.guards": "guards the {kind} on {square}",
    "ai.reason.best": "the best move the computer found, weighing the odds of the next tiles",
    "ai.reason.zero": "a 0 moves no piece",
    "ai.reason.all_captured": "no {kind} is left",
    "ai.reason.already_moved": "the {kind} already moved this turn",
    "ai.reason.blocked": "no {kind} can move",
    "ai.reason.blocked_any": "no piece can move",
    "play.entry": "Action",
    "play.seed": "Seed",
    "play.opponent": "Opponent",
    "play.opponent.friend": "a friend (hot-seat)",
    "play.all_but": "all but {side}",
    "play.computer": "Computer plays",
    "play.file": "File",
    "play.file.default": "my_game",
    "play.button.undo": "Undo",
    "play.button.redo": "Redo",
    "play.button.resign": "Resign",
    "play.button.draw": "Agree a draw",
    "play.button.hint": "Hint",
    "play.button.describe": "Read the board",
    "play.button.new": "New game",
    "play.button.save": "Save",
    "play.button.load": "Load",
    "play.hint": "Hint: {hint}",
    "play.saved": "Saved to {path}.",
    "play.saved.beside": "{taken} is someone else's file: saved to {path} instead.",
    "play.saved.download": "Your record is ready: click the link to download {file}.",
    "play.loaded": "Loaded {path}.",
    "play.use_half": "Use the {half}",
    "play.forfeit": "Forfeit the {half}",
    "play.event": "A game in the notebook",
    "play.player.person": "Player",
    "play.player.computer": "Computer",
    # playing any game (widgets/play.py, widgets/app.py)
    "play.bad_seat": "{value} is not a seat of this game: choose one of {seats}.",
    "play.hint.line": "{move} (the computer expects {line})",
    "play.hint.wins": "{move}: it wins by force",
    # the play widget tells what happened
    "play.turn": "{side} played {actions}",
    "play.turn.tile": "{side} drew {tile}: {moves}",
    "play.turn.tile_no_move": "{side} drew {tile} — no move",
    "play.turn.forfeit": "{half}: no move",
    "play.more": "More: seed, computer's colour, file",
    "play.seed_in_use": "Seed of this game: {seed} (share it to play with the same tiles again)",
    "play.confirm.resign": (
        "Really resign? Click “{button}” to confirm; any other action plays on."
    ),
    "play.confirm.draw": (
        "Do both players agree to a draw? Click “{button}” to confirm; any other action "
        "plays on."
    ),
    "play.confirm.offer": (
        "Offer the computer a draw? Click “{button}” to confirm; any other action plays on."
    ),
    "play.confirm.yes_resign": "Yes, resign",
    "play.confirm.yes_draw": "Yes, a draw",
    "play.draw.thinking": "The computer is weighing your draw offer…",
    "play.draw.accepted": "The computer accepts the draw: it judges its position worse.",
    "play.draw.declined": (
        "The computer declines the draw: it judges its position at least equal. Play on."
    ),
    "play.download": "Download the record ({file})",
    "play.review": "Looking back at {label}: click the board, or the last entry of the list, "
                   "to come back to the game.",
    # position editor (widgets/editor.py, games/*/editing.py)
    "editor.none": "{game} has no board, so it has no position editor.",
    "editor.palette": "Place",
    "editor.eraser": "Eraser",
    "editor.to_move": "To move",
    "editor.position": "Position",
    "editor.choice.tile": "Tile drawn",
    "editor.button.undo": "Undo",
    "editor.button.clear": "Clear",
    "editor.button.start": "Start position",
    "editor.button.validate": "Check",
    "editor.button.play": "Play from here",
    "editor.button.viewer": "Open in the viewer",
    "editor.header": "Setting up: {side} to move",
    "editor.note.count": "{side} pieces: {count}",
    "editor.no_cell": "No piece can stand on {cell}.",
    "editor.valid": "The game accepts this position: {side} to move.",
    "editor.over": "The game is already over: {result}.",
    "editor.invalid": "The game does not accept this position: {error}",
    "editor.event": "A position from the editor",
    "editor.bad_piece": "{value} is not a piece of this game: choose one of {codes}.",
    "editor.bad_choice": "{value} is not a value of the choice {name}.",
    "editor.piece.red_king": "Red king",
    "editor.piece.red_queen": "Red queen",
    "editor.piece.red_rook": "Red rook",
    "editor.piece.red_bishop": "Red bishop",
    "editor.piece.red_knight": "Red knight",
    "editor.piece.blue_king": "Blue king",
    "editor.piece.blue_queen": "Blue queen",
    "editor.piece.blue_rook": "Blue rook",
    "editor.piece.blue_bishop": "Blue bishop",
    "editor.piece.blue_knight": "Blue knight",
    "editor.man.white": "White man",
    "editor.man.black": "Black man",
    "editor.man.red": "Red man",
    "editor.king.white": "White king",
    "editor.king.black": "Black king",
    "editor.king.red": "Red king",
    # puzzles (dominochess_widget/puzzles)
    "puzzle.file_syntax": (
        "The puzzle file {file} is not valid TOML at line {line}, column {column}: {reason}."
    ),
    "puzzle.file_unreadable": "The puzzle file {file} cannot be read: {reason}.",
    "puzzle.no_puzzles": (
        "The puzzle file {file} has no puzzles: each one starts with a line [[puzzle]]."
    ),
    "puzzle.missing_field": "{file}, puzzle {puzzle}: the field {field} is missing.",
    "puzzle.unknown_field": (
        "{file}, puzzle {puzzle}: {field} is not a puzzle field (a typing mistake?). "
        "Fields: {choices}."
    ),
    "puzzle.bad_field": "{file}, puzzle {puzzle}: {field} must be {expected}, not {value}.",
    "puzzle.duplicate_id": (
        "{file}, puzzle {puzzle}: another puzzle already has this id; each id must be different."
    ),
    "puzzle.unknown_game": (
        "{file}, puzzle {puzzle}: {field} = {value} is not a game with puzzles. Games: {choices}."
    ),
    "puzzle.unknown_goal": (
        "{file}, puzzle {puzzle}: {field} = {value} is not a goal for this game. "
        "Goals: {choices}."
    ),
    "puzzle.missing_language": (
        "{file}, puzzle {puzzle}: {field} has no text in {language}; write it in every "
        "language ({choices})."
    ),
    "puzzle.bad_position": "{file}, puzzle {puzzle}: {field} is not a possible position: {reason}",
    "puzzle.bad_move": (
        "{file}, puzzle {puzzle}: {field}, move {number} ({value}) cannot be played: {reason}"
    ),
    "puzzle.turn_unfinished": (
        "{file}, puzzle {puzzle}: {field} does not finish the turn: the half {half} is still "
        "to play."
    ),
    "puzzle.turn_too_long": (
        "{file}, puzzle {puzzle}: {field} goes on after the turn has ended, at move {number}."
    ),
    "puzzle.expected.text": "text",
    "puzzle.expected.level": "a level from 1 (easy) to 5 (hard)",
    "puzzle.expected.true_false": "true or false",
    "puzzle.expected.moves": "a list of moves, as text",
    "puzzle.expected.tiles": "a list of tiles such as \"3|5\"",
    "puzzle.expected.texts": "a table with a text for each language: en = \"…\" and it = \"…\"",
    "puzzle.right": "Right!",
    "puzzle.half_good": "Good: now play the other half.",
    "puzzle.move_good": "Good: go on.",
    "puzzle.reply": "{side} answers {move}.",
    "puzzle.illegal": "That move cannot be played here: {reason}",
    "puzzle.already_solved": "This puzzle is already solved: start again to try it once more.",
    "puzzle.why.win": (
        "Not this way: an enemy king would still be on the board at the end of your turn; "
        "the best turn leaves none."
    ),
    "puzzle.why.win_both": (
        "Not this way: both enemy kings would still be on the board at the end of your turn; "
        "the best turn leaves none."
    ),
    "puzzle.why.material": (
        "Not the best: this way you win {got} points of material, the best turn wins {best}."
    ),
    "puzzle.why.safety": (
        "Not the safest: this way your king on {square} can be taken by {count} of the "
        "opponent's {tiles} possible tiles ({count}/{tiles} = {percent}); the best turn leaves "
        "{best_count}/{tiles} = {best_percent}."
    ),
    "puzzle.why.gain": (
        "Not the best: with the best answers, this move wins {got} in material by the end of "
        "the puzzle, the best move {best}."
    ),
    "puzzle.why.promote": (
        "Not this way: after this move the opponent can stop you from promoting a piece."
    ),
    "puzzle.why.win_line": "Not this way: after this move the opponent can escape.",
    "puzzle.why.ratto": (
        "Not this way: after this move you no longer get to steal the turn with a ratto."
    ),
    "gamebook.puzzle": "Puzzle",
    "gamebook.option": "{title} ({game}, level {level})",
    "gamebook.goal": "{side} to play. {goal}",
    "gamebook.start": "Click a piece, then the square it goes to.",
    "gamebook.try_again": "Try again: the position is back as it was.",
    "gamebook.solved": "Solved!",
    "gamebook.next": "Next puzzle: {title}.",
    "gamebook.last": "That was the last puzzle of the list.",
    "gamebook.hint": "Hint: {hint}",
    "gamebook.solution": "Solution: {moves}.",
    "gamebook.reply": "then {side} {move}",
    "gamebook.button.hint": "Hint",
    "gamebook.button.solution": "Show solution",
    "gamebook.button.retry": "Retry",
    "gamebook.button.previous": "Previous puzzle",
    "gamebook.button.next": "Next puzzle",
    "gamebook.no_puzzles": (
        "There are no puzzles for the game {value}. Puzzles exist for: {games}."
    ),
    "gamebook.bad_puzzle": "There is no puzzle {value}. Puzzles: {choices}.",
    # Voilà app
    "app.bad_language": (
        "The address asks for the language {value}, which is not available: using {default}. "
        "Languages: {choices}."
    ),
    "app.bad_opponent": (
        "The address asks for the opponent {value}, which is not known: using {default}. "
        "Opponents: {choices}."
    ),
    "app.bad_players": (
        "The address asks for {value} players, which is not possible: playing with "
        "{default}. Players: from 2 to 4."
    ),
    "app.bad_seed": (
        "The address asks for the seed {value}, which is not a whole number from 0 to "
        "{high}: the game has a new seed."
    ),
    "app.bad_game": (
        "The address asks for the game {value}, which is not known: playing {default}. "
        "Games: {choices}."
    ),
    # shared by link (core/links.py, widgets/share.py, widgets/app.py)
    "app.bad_position": (
        "The position of {game} in the address cannot be played. {problem} A new game "
        "instead."
    ),
    "app.bad_record": "The game in the address cannot be opened. {problem} A new game instead.",
    "link.too_long": (
        "This game is too long to share by a link (more than {most} characters): save it "
        "and send the file instead."
    ),
    "link.too_big": "The record in the address is too big (more than {most} bytes).",
    "link.bad_version": (
        "The record in the address is packed in a form this version cannot read ({value})."
    ),
    "link.damaged": "The record in the address is damaged or cut short.",
    "link.position_too_long": (
        "The position in the address is too long (more than {most} characters)."
    ),
    "link.hidden": (
        "This game cannot be shared by a link before it ends: its record would show what a "
        "player may not see yet (a hand, the order of the tiles to come)."
    ),
    "share.button.share": "Share",
    "share.button.share.tooltip": "A link that opens this game in the app, to copy and send",
    "share.button.picture": "Picture",
    "share.button.picture.tooltip": "Download the board as it is shown now (an SVG picture)",
    "share.button.flip": "Flip",
    "share.button.flip.tooltip": "Turn the board round",
    "share.here": "Link on this server",
    "share.binder": "Link on Binder (anyone)",
    "share.open": "Open",
    "share.picture_link": "Download the picture ({name})",
    # The study editor (widgets/study.py): write an annotated game.
    "studyeditor.entry": "Action",
    "studyeditor.mode": "A click",
    "studyeditor.mode.move": "plays a move",
    "studyeditor.mode.mark": "marks a cell",
    "studyeditor.mode.arrow": "draws an arrow",
    "studyeditor.colour": "Colour",
    "studyeditor.colour.green": "Green",
    "studyeditor.colour.red": "Red",
    "studyeditor.colour.yellow": "Yellow",
    "studyeditor.colour.blue": "Blue",
    "studyeditor.arrow_from": "An arrow from {cell}: click the cell it points to.",
    "studyeditor.tree": "Moves and variations",
    "studyeditor.start": "Start",
    "studyeditor.go.start": "To the start (Home)",
    "studyeditor.go.back": "One move back (←)",
    "studyeditor.go.forward": "One move on (→)",
    "studyeditor.go.end": "To the end of this line (End)",
    "studyeditor.button.delete": "Delete from here",
    "studyeditor.button.promote": "Make it the main line",
    "studyeditor.button.undo": "Undo the last edit",
    "studyeditor.button.preview": "Preview in the viewer",
    "studyeditor.button.save": "Save to the file",
    "studyeditor.button.download": "Download",
    "studyeditor.comment.game": "Comment on the whole game",
    "studyeditor.comment.move": "Comment after {label}",
    "studyeditor.comment.placeholder": "Why this move? **bold**, *italic*",
    "studyeditor.comment.shown": "As the viewer will show it:",
    "studyeditor.tags": "About the game",
    "studyeditor.tag.Event": "Title",
    "studyeditor.tag.Site": "Place",
    "studyeditor.tag.Date": "Date",
    "studyeditor.tag.Round": "Round",
    "studyeditor.tag.Annotator": "Annotated by",
    "studyeditor.settings": "Rules' settings (from the game, kept in the record): {settings}",
    "studyeditor.no_settings": "This game has no rules' settings to choose.",
    "studyeditor.on": "on",
    "studyeditor.preview": "Preview: the record as a student will see it in the viewer",
    "studyeditor.off": "off",
    "studyeditor.record": "The record (select it and copy)",
    "studyeditor.file": "File",
    "studyeditor.file.default": "my_study",
    "studyeditor.no_file": "Write the name of the file to save in.",
    "studyeditor.confirm_replace": (
        "{path} already exists and was not written here: press Save again to replace it."
    ),
    "studyeditor.saved": "Saved in {path}.",
    "studyeditor.download": "Download the record ({file})",
    "studyeditor.tile": "Tile drawn",
    "studyeditor.tile.tooltip": (
        "The tile this turn drew: choose the one a real domino set gave, where the main "
        "line ends, before the turn's first half"
    ),
    "database.game": "Game {number}",
    "database.filter": "Filter",
    "database.filter_hint": "players, event, date or result",
    "database.shown": "Games {first}–{last} of {count}",
    "database.shown_filtered": "Games {first}–{last} of {count} found ({total} in all)",
    "database.none": "No game matches “{query}”.",
    "database.empty": "There is no game here.",
    "database.bad_index": "There is no game {index}: the games go from 0 to {last}.",
    "database.no_game": "No game is open: choose one in the list.",
    "database.changed": "{path} changed since it was listed: it has no game {number} now.",
    "type.database_source": (
        "{name} must be a PDN text, a file's path or a list of records, not {value}."
    ),
    "database.previous": "Previous page",
    "database.next": "Next page",
    "database.number": "#",
    "database.players": "Players",
    "database.event": "Event",
    "database.date": "Date",
    "database.result": "Result",
    "database.moves": "Moves",
    "database.unreadable": "This game cannot be opened. {error}",
    "database.bad_source": (
        "{value} is not a collection of games: give a PDN text, a file's path "
        "or a list of records."
    ),
}
