"""Pure drawing of every game's scene: board geometry, layers, sprites,
tiles and panels, onto an ipycanvas canvas or the SVG recorder that makes
saved pictures. No ipywidgets here: the widgets draw through these."""
