"""Markdown table rows as the published-runs generators read them (dgxc_releases.py, moe_zoo.py)."""
import re

# The line under a table's header: cells of dashes, optionally colon-aligned.
SEP_RE = re.compile(r"^\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$")


def cells(line):
    """The stripped cells of one table row, without the outer pipes."""
    s = line.strip()
    if s.startswith("|"):
        s = s[1:]
    if s.endswith("|"):
        s = s[:-1]
    return [c.strip() for c in s.split("|")]
