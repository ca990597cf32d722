"""A canvas that records drawing as SVG: the widgets' own drawing, as a picture.

:class:`SvgCanvas` answers the part of the ipycanvas API that the drawing
code uses (:mod:`.board`, :mod:`.pieces`, :mod:`.marks`, :mod:`.badges`,
:mod:`.tiles`, the panels, :mod:`.sprites`, :mod:`.layers`, :mod:`.table`):
the same calls that paint a board in the browser write SVG elements here,
so a picture without a kernel is not a second drawing of the scene. A
canvas drawn onto another with ``draw_image`` (a piece's sprite, a badge,
a stamp) becomes one ``<symbol>`` shown by a ``<use>`` per placement: 32
pieces cost one path per look, not one per piece.

:func:`svg_document` puts layers together into one ``<svg>``. Its ids are
a hash of its content, so a picture is byte-identical run to run (nbval
compares it) and two different pictures on one page never share an id.
Nothing here imports Jupyter.
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any
from xml.sax.saxutils import escape

import numpy as np

from dominochess_widget.render.fonts import text_width

#: canvas ``text_baseline`` → SVG ``dominant-baseline`` (absent: alphabetic).
_BASELINES = {"middle": "central", "top": "text-before-edge", "hanging": "hanging",
              "bottom": "text-after-edge", "ideographic": "text-after-edge"}
#: canvas ``text_align`` → SVG ``text-anchor`` (absent: start).
_ANCHORS = {"center": "middle", "right": "end", "end": "end"}
_FAMILY = "sans-serif"
#: Attribute values are written in single quotes: a picture then needs no
#: escaping of its quotes inside an HTML attribute (the fallback's <img>).
_QUOTES = {"'": "&apos;", '"': "&quot;"}


def number(value: float) -> str:
    """A coordinate or length to a tenth of a pixel, as short as it goes
    (12.0 → "12", 145.504 → "145.5")."""
    text = f"{round(float(value), 1):.1f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _alpha(value: float) -> str:
    return f"{float(value):.3f}".rstrip("0").rstrip(".")


def _flat(values: Any) -> list[float]:
    """Numbers from a list, a list of pairs or a numpy array (what the
    layers' :class:`~.layers.StateMemo` passes on), in order."""
    return [float(v) for v in np.ravel(np.asarray(values, dtype=float))]


class _Ref:
    """Something an element points at by id (a canvas shown as a symbol,
    a clip path); the id is given when the document is written."""


@dataclass
class _Element:
    """One SVG element: its attributes (a :class:`_Ref` value names what
    it points at), its text, and its children if it is a group."""

    tag: str
    attrs: dict[str, Any]
    text: str = ""
    children: list[_Element] | None = None


class _Clip(_Ref):
    """A clip path (the path data of the canvas's path when ``clip`` was called)."""

    def __init__(self, path: str) -> None:
        self.path = path


@dataclass
class _State:
    """What ``save`` keeps and ``restore`` puts back: the drawing
    attributes, the translation and where elements go (inside a clip)."""

    fill_style: str = "#000000"
    stroke_style: str = "#000000"
    line_width: float = 1.0
    line_cap: str = "butt"
    line_join: str = "miter"
    font: str = f"10px {_FAMILY}"
    text_align: str = "start"
    text_baseline: str = "alphabetic"
    global_alpha: float = 1.0
    dx: float = 0.0
    dy: float = 0.0
    target: list[_Element] = field(default_factory=list)


_ATTRIBUTES = ("fill_style", "stroke_style", "line_width", "line_cap", "line_join", "font",
               "text_align", "text_baseline", "global_alpha")


class SvgCanvas(_Ref):
    """A canvas of ``width`` × ``height`` pixels whose drawing is kept as
    SVG elements (only the calls the widgets' drawing code makes)."""

    width: int
    height: int
    _elements: list[_Element]
    _state: _State
    _saved: list[_State]
    _path: list[str]
    _point: tuple[float, float] | None
    _start: tuple[float, float] | None

    def __init__(self, width: int, height: int) -> None:
        object.__setattr__(self, "width", int(width))
        object.__setattr__(self, "height", int(height))
        self.clear()

    # --------------------------------------------------------- state
    def __setattr__(self, name: str, value: Any) -> None:
        if name not in _ATTRIBUTES:
            raise AttributeError(f"an SVG canvas has no drawing attribute {name!r}")
        object.__setattr__(self, "_state", replace(self._state, **{name: value}))

    def __getattr__(self, name: str) -> Any:
        if name in _ATTRIBUTES:
            return getattr(self._state, name)
        raise AttributeError(name)

    @property
    def elements(self) -> list[_Element]:
        """What is drawn, in order (the top level: clips hold theirs)."""
        return self._elements

    def clear(self) -> None:
        elements: list[_Element] = []
        object.__setattr__(self, "_elements", elements)
        object.__setattr__(self, "_state", _State(target=elements))
        object.__setattr__(self, "_saved", [])
        object.__setattr__(self, "_path", [])
        object.__setattr__(self, "_point", None)  # the path's current point, if any
        object.__setattr__(self, "_start", None)  # where its sub-path started

    def save(self) -> None:
        self._saved.append(self._state)

    def restore(self) -> None:
        if self._saved:
            object.__setattr__(self, "_state", self._saved.pop())

    def translate(self, x: float, y: float) -> None:
        s = self._state
        object.__setattr__(self, "_state", replace(s, dx=s.dx + float(x), dy=s.dy + float(y)))

    def clip(self) -> None:
        """Clip what follows, until ``restore``, to the current path."""
        inside: list[_Element] = []
        self._add(_Element("g", {"clip-path": _Clip(self._d())}, children=inside))
        object.__setattr__(self, "_state", replace(self._state, target=inside))

    # --------------------------------------------------------- paths
    def _xy(self, x: float, y: float) -> str:
        return f"{number(float(x) + self._state.dx)} {number(float(y) + self._state.dy)}"

    def begin_path(self) -> None:
        self._path.clear()
        object.__setattr__(self, "_point", None)

    def move_to(self, x: float, y: float) -> None:
        self._path.append(f"M{self._xy(x, y)}")
        object.__setattr__(self, "_point", (float(x), float(y)))
        object.__setattr__(self, "_start", (float(x), float(y)))

    def line_to(self, x: float, y: float) -> None:
        if self._point is None:
            self.move_to(x, y)
            return
        self._path.append(f"L{self._xy(x, y)}")
        object.__setattr__(self, "_point", (float(x), float(y)))

    def quadratic_curve_to(self, cx: float, cy: float, x: float, y: float) -> None:
        self._path.append(f"Q{self._xy(cx, cy)} {self._xy(x, y)}")
        object.__setattr__(self, "_point", (float(x), float(y)))

    def bezier_curve_to(self, c1x: float, c1y: float, c2x: float, c2y: float,
                        x: float, y: float) -> None:
        self._path.append(f"C{self._xy(c1x, c1y)} {self._xy(c2x, c2y)} {self._xy(x, y)}")
        object.__setattr__(self, "_point", (float(x), float(y)))

    def close_path(self) -> None:
        self._path.append("Z")
        object.__setattr__(self, "_point", self._start)

    def arc(self, x: float, y: float, radius: float, start: float, end: float,
            anticlockwise: bool = False) -> None:
        """As a canvas does: a line to the arc's start, then the arc (the
        whole circle when it turns 2π or more)."""
        x, y, r = float(x), float(y), float(radius)
        sweep = float(start) - float(end) if anticlockwise else float(end) - float(start)
        full = sweep >= 2 * math.pi
        sweep = sweep % (2 * math.pi)
        sx, sy = x + r * math.cos(start), y + r * math.sin(start)
        point = self._point
        if point is None or math.dist(point, (sx, sy)) > 0.05:  # no zero-length line
            self.line_to(sx, sy)
        flag = 0 if anticlockwise else 1
        radii = f"{number(r)} {number(r)} 0"
        if full:
            ox, oy = 2 * x - sx, 2 * y - sy
            self._path.append(f"A{radii} 0 {flag} {self._xy(ox, oy)}"
                              f"A{radii} 0 {flag} {self._xy(sx, sy)}")
            return
        angle = float(start) - sweep if anticlockwise else float(start) + sweep
        ex, ey = x + r * math.cos(angle), y + r * math.sin(angle)
        self._path.append(f"A{radii} {int(sweep > math.pi)} {flag} {self._xy(ex, ey)}")
        object.__setattr__(self, "_point", (ex, ey))

    def _d(self) -> str:
        return "".join(self._path)

    def _circle_path(self, x: float, y: float, radius: float) -> None:
        self.begin_path()
        self.arc(x, y, radius, 0, 2 * math.pi)

    def _polygon_path(self, points: Any) -> None:
        flat = _flat(points)
        self.begin_path()
        for i in range(0, len(flat), 2):
            self.line_to(flat[i], flat[i + 1])
        self.close_path()

    # --------------------------------------------------------- painting
    def fill(self) -> None:
        self._paint(self._d(), fill=True)

    def stroke(self) -> None:
        self._paint(self._d(), fill=False)

    def fill_rect(self, x: float, y: float, width: float, height: float) -> None:
        self.fill_rects([x], [y], width, height)

    def stroke_rect(self, x: float, y: float, width: float, height: float) -> None:
        self._paint(_rects([float(x) + self._state.dx], [float(y) + self._state.dy],
                           [float(width)], [float(height)]), fill=False)

    def fill_rects(self, xs: Any, ys: Any, width: Any, height: Any = None) -> None:
        xs_, ys_ = _flat(xs), _flat(ys)
        widths = _spread(width, len(xs_))
        heights = widths if height is None else _spread(height, len(xs_))
        self._paint(_rects([x + self._state.dx for x in xs_], [y + self._state.dy for y in ys_],
                           widths, heights), fill=True)

    def fill_polygon(self, points: Any) -> None:
        self._polygon_path(points)
        self.fill()

    def stroke_polygon(self, points: Any) -> None:
        self._polygon_path(points)
        self.stroke()

    def fill_circle(self, x: float, y: float, radius: float) -> None:
        self._circle_path(x, y, radius)
        self.fill()

    def stroke_circle(self, x: float, y: float, radius: float) -> None:
        self._circle_path(x, y, radius)
        self.stroke()

    def fill_circles(self, xs: Any, ys: Any, radius: Any) -> None:
        self._circles(xs, ys, radius, fill=True)

    def stroke_circles(self, xs: Any, ys: Any, radius: Any) -> None:
        self._circles(xs, ys, radius, fill=False)

    def _circles(self, xs: Any, ys: Any, radius: Any, fill: bool) -> None:
        xs_, ys_ = _flat(xs), _flat(ys)
        self.begin_path()
        for x, y, r in zip(xs_, ys_, _spread(radius, len(xs_)), strict=True):
            self.move_to(x + r, y)
            self.arc(x, y, r, 0, 2 * math.pi)
        self._paint(self._d(), fill=fill)

    def fill_text(self, text: str, x: float, y: float, max_width: float | None = None) -> None:
        s = self._state
        size, bold, family = _parse_font(s.font)
        attrs: dict[str, Any] = {"x": number(float(x) + s.dx), "y": number(float(y) + s.dy),
                                 "font-size": number(size)}
        if bold:
            attrs["font-weight"] = "bold"
        if family != _FAMILY:
            attrs["font-family"] = family
        if s.text_align in _ANCHORS:
            attrs["text-anchor"] = _ANCHORS[s.text_align]
        if s.text_baseline in _BASELINES:
            attrs["dominant-baseline"] = _BASELINES[s.text_baseline]
        attrs["fill"] = s.fill_style
        if s.global_alpha != 1:
            attrs["opacity"] = _alpha(s.global_alpha)
        if max_width is not None and text_width(text, size, bold) > float(max_width):
            attrs["textLength"] = number(max_width)
            attrs["lengthAdjust"] = "spacingAndGlyphs"
        self._add(_Element("text", attrs, text=str(text)))

    def draw_image(self, image: SvgCanvas, x: float = 0, y: float = 0,
                   width: float | None = None, height: float | None = None) -> None:
        """``image`` (another SVG canvas) as a ``<use>`` of its symbol."""
        s = self._state
        attrs: dict[str, Any] = {
            "xlink:href": image, "x": number(float(x) + s.dx), "y": number(float(y) + s.dy),
            "width": number(image.width if width is None else width),
            "height": number(image.height if height is None else height),
        }
        if s.global_alpha != 1:
            attrs["opacity"] = _alpha(s.global_alpha)
        self._add(_Element("use", attrs))

    def _paint(self, d: str, fill: bool) -> None:
        """A filled or stroked path; a stroke of the path just filled joins
        that element (one element, not two copies of the path)."""
        s = self._state
        if not d:
            return
        stroke = {"stroke": s.stroke_style, "stroke-width": number(s.line_width)}
        if s.line_cap != "butt":
            stroke["stroke-linecap"] = s.line_cap
        if s.line_join != "miter":
            stroke["stroke-linejoin"] = s.line_join
        target = s.target
        last = target[-1] if target else None
        if (not fill and last is not None and last.tag == "path" and last.attrs["d"] == d
                and "stroke" not in last.attrs and last.attrs.get("opacity") is None
                and s.global_alpha == 1):
            last.attrs.update(stroke)
            return
        attrs: dict[str, Any] = {"d": d}
        if fill:
            attrs["fill"] = s.fill_style
        else:
            attrs["fill"] = "none"
            attrs.update(stroke)
        if s.global_alpha != 1:
            attrs["opacity"] = _alpha(s.global_alpha)
        self._add(_Element("path", attrs))

    def _add(self, element: _Element) -> None:
        self._state.target.append(element)


def _spread(value: Any, count: int) -> list[float]:
    """One number per item: a list as is, a single number repeated."""
    values = _flat(value)
    return values if len(values) == count else values[:1] * count


def _rects(xs: Sequence[float], ys: Sequence[float], widths: Sequence[float],
           heights: Sequence[float]) -> str:
    return "".join(f"M{number(x)} {number(y)}h{number(w)}v{number(h)}h{number(-w)}Z"
                   for x, y, w, h in zip(xs, ys, widths, heights, strict=True))


def _parse_font(font: str) -> tuple[float, bool, str]:
    """"bold 12px sans-serif" → (12.0, True, "sans-serif")."""
    words = font.split()
    for i, word in enumerate(words):
        if word.endswith("px"):
            return float(word[:-2]), "bold" in words[:i], " ".join(words[i + 1:]) or _FAMILY
    return 10.0, False, _FAMILY


# ------------------------------------------------------------- document
def svg_document(width: int, height: int, css_width: float, css_height: float,
                 layers: Iterable[SvgCanvas], title: str = "",
                 background: str | None = None) -> str:
    """The layers (bottom first) as one SVG of ``width`` × ``height``
    canvas pixels shown at ``css_width`` × ``css_height``; every canvas
    they show with ``draw_image`` becomes a symbol. ``title`` is what a
    screen reader says."""
    elements = [element for layer in layers for element in layer.elements]
    if background is not None:
        elements.insert(0, _Element("rect", {"width": "100%", "height": "100%",
                                             "fill": background}))
    draft = _write(elements, width, height, css_width, css_height, title, "")
    prefix = "d" + hashlib.sha1(draft.encode()).hexdigest()[:8] + "-"
    return _write(elements, width, height, css_width, css_height, title, prefix)


def _write(elements: list[_Element], width: int, height: int, css_width: float,
           css_height: float, title: str, prefix: str) -> str:
    ids: dict[int, str] = {}
    queue: list[_Ref] = []

    def ref(target: _Ref) -> str:
        key = id(target)
        if key not in ids:
            ids[key] = f"{prefix}{len(ids)}"
            queue.append(target)
        return ids[key]

    body = _elements(elements, ref)
    defs: list[str] = []
    done = 0
    while done < len(queue):  # a symbol may show other symbols
        target = queue[done]
        done += 1
        name = ids[id(target)]
        if isinstance(target, SvgCanvas):
            inner = _elements(target.elements, ref)
            defs.append(f"<symbol id='{name}' viewBox='0 0 {target.width} {target.height}'>"
                        f"{inner}</symbol>")
        elif isinstance(target, _Clip):
            defs.append(f"<clipPath id='{name}'><path d='{target.path}'/></clipPath>")
    head = (
        "<svg xmlns='http://www.w3.org/2000/svg' xmlns:xlink='http://www.w3.org/1999/xlink' "
        f"width='{number(css_width)}' height='{number(css_height)}' "
        f"viewBox='0 0 {width} {height}' font-family='{_FAMILY}' stroke-miterlimit='10'>"
    )
    titled = f"<title>{escape(title)}</title>" if title else ""
    return f"{head}{titled}<defs>{''.join(defs)}</defs>{body}</svg>"


#: Presentation attributes that children inherit from a ``<g>``: a run of
#: siblings sharing them says them once (the board's 16 coordinates, a
#: legend's texts).
_INHERITED = ("fill", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin",
              "font-size", "font-weight", "font-family", "text-anchor")


def _shared(element: _Element) -> tuple[tuple[str, Any], ...]:
    return tuple((name, element.attrs[name]) for name in _INHERITED if name in element.attrs)


def _merged(elements: Iterable[_Element]) -> list[_Element]:
    """Consecutive paths only filled, or only stroked, alike and opaque, as
    one path of several sub-paths: the same pixels (a board's 32 dark
    squares, DamHex³'s 61 hexagons) in one element."""
    out: list[_Element] = []
    for element in elements:
        last = out[-1] if out else None
        one_paint = ("stroke" in element.attrs) != (element.attrs.get("fill") != "none")
        if (last is not None and element.tag == last.tag == "path" and one_paint
                and "opacity" not in element.attrs
                and {k: v for k, v in element.attrs.items() if k != "d"}
                == {k: v for k, v in last.attrs.items() if k != "d"}):
            out[-1] = _Element("path", {**last.attrs, "d": last.attrs["d"] + element.attrs["d"]})
        else:
            out.append(element)
    return out


def _elements(elements: Iterable[_Element], ref: Any) -> str:
    """The elements as SVG (paths merged, see :func:`_merged`); each run of
    two or more siblings with the same inherited attributes inside one
    ``<g>`` that carries them."""
    out: list[str] = []
    listed = _merged(elements)
    start = 0
    while start < len(listed):
        shared = _shared(listed[start])
        end = start + 1
        while (shared and end < len(listed) and listed[end].children is None
               and listed[start].children is None and _shared(listed[end]) == shared):
            end += 1
        if end - start >= 2:
            names = {name for name, _ in shared}
            inner = [_Element(e.tag, {k: v for k, v in e.attrs.items() if k not in names},
                              e.text, e.children) for e in listed[start:end]]
            group = _Element("g", dict(shared), children=inner)
            out.append(_one(group, ref))
        else:
            out.append(_one(listed[start], ref))
        start = end
    return "".join(out)


def _one(element: _Element, ref: Any) -> str:
    attrs = "".join(
        f" {name}='#{ref(value)}'" if name == "xlink:href"
        else f" {name}='url(#{ref(value)})'" if isinstance(value, _Ref)
        else f" {name}='{escape(str(value), _QUOTES)}'"
        for name, value in element.attrs.items()
    )
    if element.children is not None:
        return f"<{element.tag}{attrs}>{_elements(element.children, ref)}</{element.tag}>"
    if element.text:
        return f"<{element.tag}{attrs}>{escape(element.text)}</{element.tag}>"
    return f"<{element.tag}{attrs}/>"


__all__ = ["SvgCanvas", "number", "svg_document"]
