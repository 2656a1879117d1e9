#!/usr/bin/env python3
"""Checks the translation catalogues (a ctest, `ctest -L translations`).

    check.py [--lupdate LUPDATE --sources DIR...] jct_de.ts jct_fr.ts ...

Every message of every catalogue must be finished (no type="unfinished", "obsolete" or
"vanished"), non-empty, carry the placeholders of its source (%1 … %99, %n, %L1: the same
set, each as often), keep the tags of a rich-text source, and have as many plural forms as
the language has (German and French 2, Chinese and Japanese 1). With --lupdate, lupdate
first runs over the sources into copies of the catalogues: a string added to the code but
not to the catalogues shows up as unfinished there, and its file and text are named.
"""

import argparse
import collections
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

PLURAL_FORMS = {"de": 2, "fr": 2, "zh_CN": 1, "ja": 1}
PLACEHOLDER = re.compile(r"%L?(?:[1-9][0-9]?|n)")
TAG = re.compile(r"</?([a-zA-Z][a-zA-Z0-9]*)")


def placeholders(text):
    return collections.Counter(PLACEHOLDER.findall(text or ""))


def tags(text):
    return collections.Counter(t.lower() for t in TAG.findall(text or ""))


def check(path, shown_as=None):
    errors = []
    name = shown_as or path.name
    tree = ET.parse(path)
    language = tree.getroot().get("language", "")
    wanted_forms = PLURAL_FORMS.get(language)
    if wanted_forms is None:
        errors.append(f"{name}: unknown language {language!r}")
        wanted_forms = 1
    count = 0
    for context in tree.getroot().iter("context"):
        context_name = context.findtext("name")
        for message in context.iter("message"):
            count += 1
            source = message.findtext("source") or ""
            where = f"{name}: [{context_name}] {source[:70]!r}"
            translation = message.find("translation")
            kind = translation.get("type") if translation is not None else "missing"
            if kind in ("unfinished", "obsolete", "vanished", "missing"):
                errors.append(f"{where}: {kind}")
                continue
            if message.get("numerus") == "yes":
                forms = [f.text or "" for f in translation.findall("numerusform")]
                if len(forms) != wanted_forms:
                    errors.append(f"{where}: {len(forms)} plural forms, {language} has {wanted_forms}")
            else:
                forms = [translation.text or ""]
            for form in forms:
                if not form.strip() and source.strip():
                    errors.append(f"{where}: empty translation")
                    continue
                if placeholders(form) != placeholders(source):
                    errors.append(
                        f"{where}: placeholders {sorted(placeholders(form).elements())} "
                        f"in {form[:70]!r}, the source has {sorted(placeholders(source).elements())}")
                if tags(form) != tags(source):
                    errors.append(f"{where}: tags {dict(tags(form))} in {form[:70]!r}, "
                                  f"the source has {dict(tags(source))}")
    return count, errors


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--lupdate")
    parser.add_argument("--sources", nargs="*", default=[])
    parser.add_argument("catalogues", nargs="+")
    args = parser.parse_args()
    errors = []
    with tempfile.TemporaryDirectory() as tmp:
        for catalogue in args.catalogues:
            path = Path(catalogue)
            target = path
            if args.lupdate:
                target = Path(tmp) / path.name
                shutil.copy(path, target)
                run = subprocess.run([args.lupdate, "-silent", "-no-obsolete", "-locations", "none",
                                      *args.sources, "-ts", str(target)], capture_output=True, text=True)
                if run.returncode != 0:
                    errors.append(f"{path.name}: lupdate failed: {run.stderr.strip()}")
                    continue
            count, found = check(target, path.name)
            errors += found
            print(f"{path.name}: {count} messages, {len(found)} problems")
    for error in errors:
        print(error)
    if errors and args.lupdate:
        print("New or changed strings: `cmake --build --preset release --target update_translations`, then "
              "translations/fill.py --missing <lang> (see translations/README.md).")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
