"""The draughts kernel shared by Russian draughts and Lasca (and, for its
move type, play rules and view, DamHex³): a state's seats, move
notation, plumbing, ending and undo (:mod:`.state`), the settings' shared
checks (:mod:`.settings`), the play rules' capture status (:mod:`.play`)
and the pieces, move paths and panel-less view of a board (:mod:`.view`).
It is no game of its own and registers nothing; each game keeps in its
own folder only what differs. Pure Python."""
