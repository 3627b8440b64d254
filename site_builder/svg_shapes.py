"""The few SVG elements the diagrams are drawn with; every text is escaped here."""

from __future__ import annotations

from html import escape


def _num(value: float) -> str:
    return f"{value:.2f}".rstrip("0").rstrip(".")


def svg(width: float, height: float, body: list[str], label: str) -> str:
    """A standalone inline SVG; ``label`` is read out by screen readers."""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {_num(width)} '
            f'{_num(height)}" width="100%" role="img" aria-label="{escape(label)}" '
            f'font-family="sans-serif">' + "".join(body) + "</svg>")


def rect(x: float, y: float, w: float, h: float, fill: str, stroke: str = "none",
         width: float = 0, rx: float = 0, extra: str = "") -> str:
    return (f'<rect x="{_num(x)}" y="{_num(y)}" width="{_num(w)}" height="{_num(h)}" '
            f'rx="{_num(rx)}" fill="{fill}" stroke="{stroke}" stroke-width="{_num(width)}"'
            f"{extra}/>")


def circle(cx: float, cy: float, r: float, fill: str, stroke: str = "none",
           width: float = 0, extra: str = "") -> str:
    return (f'<circle cx="{_num(cx)}" cy="{_num(cy)}" r="{_num(r)}" fill="{fill}" '
            f'stroke="{stroke}" stroke-width="{_num(width)}"{extra}/>')


def line(x1: float, y1: float, x2: float, y2: float, stroke: str, width: float,
         dash: str = "", extra: str = "") -> str:
    dashed = f' stroke-dasharray="{dash}"' if dash else ""
    return (f'<line x1="{_num(x1)}" y1="{_num(y1)}" x2="{_num(x2)}" y2="{_num(y2)}" '
            f'stroke="{stroke}" stroke-width="{_num(width)}"{dashed}{extra}/>')


def text(x: float, y: float, content: str, size: float, fill: str = "#222",
         anchor: str = "middle", rotate: float = 0, weight: str = "normal") -> str:
    turn = f' transform="rotate({_num(rotate)} {_num(x)} {_num(y)})"' if rotate else ""
    return (f'<text x="{_num(x)}" y="{_num(y)}" font-size="{_num(size)}" fill="{fill}" '
            f'text-anchor="{anchor}" font-weight="{weight}" dominant-baseline="middle"'
            f"{turn}>{escape(content)}</text>")


def group(body: list[str], transform: str = "", extra: str = "") -> str:
    moved = f' transform="{transform}"' if transform else ""
    return f"<g{moved}{extra}>" + "".join(body) + "</g>"


def figure(svg_markup: str, caption: str, kind: str = "") -> list[str]:
    """A diagram as a raw HTML block of the page, with its caption (already escaped)."""
    classes = f"pr-figure pr-figure--{kind}" if kind else "pr-figure"
    return [f'<figure class="{classes}">', svg_markup,
            f"<figcaption>{caption}</figcaption>", "</figure>", ""]
