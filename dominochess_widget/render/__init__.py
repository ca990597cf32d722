"""Pure drawing of every game's scene onto any canvas it is given: an
ipycanvas canvas (the widgets pass theirs in) or the SVG recorder that makes
saved pictures. No Jupyter is imported here; the widgets draw through these.

By job: :mod:`.geometry` (where everything goes), :mod:`.primitives`
(pens, fonts, rounded rectangles), :mod:`.board` (squares, the hex
board), :mod:`.pieces` (pieces, Lasca's columns, icons), :mod:`.marks`
(tints, rings, arrows, cell tags), :mod:`.badges`, :mod:`.tiles` (dominoes,
pips), :mod:`.panels` (the panel's header and notes, and each game's own
panel by its type), :mod:`.layers` (what is redrawn when), :mod:`.sprites`
(pre-rendered pictures), :mod:`.svg` and :mod:`.pictures` (SVG output),
:mod:`.table` (a dominoes table)."""
