"""What the published-runs generators share (dgxc_releases.py, moe_zoo.py): files of a git
directory at a commit, and the rows of the markdown tables in them."""
import re
import subprocess


class Repo:
    """Files of one git directory (a clone or a bare mirror) at a tag or commit, read once."""

    def __init__(self, git_dir, required=False):
        self.git_dir = git_dir
        self.required = required  # a file missing at a commit stops the script instead of reading as None
        self.cache = {}

    def _git(self, *args, check=True):
        return subprocess.run(["git", "-C", self.git_dir, *args], capture_output=True, text=True, check=check)

    def show(self, rev, path):
        key = (rev, path)
        if key not in self.cache:
            r = self._git("show", f"{rev}:{path}", check=False)
            if r.returncode != 0 and self.required:
                raise SystemExit(f"git show {rev}:{path} failed: {r.stderr.strip()}")
            self.cache[key] = r.stdout if r.returncode == 0 else None
        return self.cache[key]

    def files(self, rev):
        return self._git("ls-tree", "-r", "--name-only", rev).stdout.split("\n")

    def commit(self, rev):
        return self._git("rev-parse", rev + "^{commit}").stdout.strip()[:12]


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
