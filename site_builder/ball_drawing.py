"""Pool balls in their usual colours: 1–8 solid, 9–15 striped, the cue ball white."""

from __future__ import annotations

from site_builder.svg_shapes import circle, group, rect, text

COLOURS = {1: "#f2c200", 2: "#1f4fbf", 3: "#d0202a", 4: "#5b2a86", 5: "#f07f13",
           6: "#11804a", 7: "#7a1f1f", 8: "#111111"}
OPEN_PLACE = "#c9c9c9"
"""A place the rule leaves to any ball."""
GROUP_PLACE = "#56636f"
"""A place the rule gives to a ball of one group, but no ball in particular."""
CUE_BALL = 0


def ball(x: float, y: float, r: float, number: int | None, striped: bool | None = None,
         ident: str = "") -> str:
    """One ball. ``number`` None draws a place the rule leaves open: light grey for any
    ball, dark for a ball of a group, striped (True) or solid (False)."""
    if number == CUE_BALL:
        return circle(x, y, r, "#fbfbf5", "#777777", r * 0.08)
    if number is None:
        colour = OPEN_PLACE if striped is None else GROUP_PLACE
        stripe = bool(striped)
    else:
        colour, stripe = COLOURS[(number - 1) % 8 + 1], number > 8
    clip = f"clip-{ident or f'{x:.0f}-{y:.0f}'}"
    parts: list[str] = []
    if stripe:
        parts += [f'<clipPath id="{clip}"><circle cx="{x:.2f}" cy="{y:.2f}" r="{r:.2f}"/>'
                  f"</clipPath>",
                  circle(x, y, r, "#fbfbf5"),
                  rect(x - r, y - r * 0.55, 2 * r, r * 1.1, colour,
                       extra=f' clip-path="url(#{clip})"')]
    else:
        parts.append(circle(x, y, r, colour))
    parts.append(circle(x, y, r, "none", "#333333", r * 0.06))
    if number is not None:
        parts.append(circle(x, y, r * 0.5, "#ffffff"))
        parts.append(text(x, y + r * 0.04, str(number), r * 0.62, fill="#111111",
                          weight="bold"))
    return group(parts)
