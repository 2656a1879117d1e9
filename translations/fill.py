#!/usr/bin/env python3
"""Fills the Qt Linguist catalogues (jct_<lang>.ts) from the dictionaries in dict/.

A dictionary (dict/<lang>.txt) has one line per English source string:

    <key><TAB><translation>[<TAB><plural form 2>...]

The key is the first 8 hex digits of the SHA-1 of the source text (plus "\\x1f" and the
disambiguation, when the call gives one), so a string shared by several contexts is
translated once. In a translation, "\\n" is a line break and "\\t" a tab. Lines starting with
"#" are comments. A message with %n (tr(text, nullptr, n)) takes one form per plural form of
the language (German and French two: singular, plural; Chinese and Japanese one).

    fill.py                   fill every catalogue; list what is still missing (exit 1 if any)
    fill.py --missing LANG    print the missing keys with their English text, ready to translate
    fill.py --review LANG     print every source next to its translation

After `cmake --build --preset release --target update_translations` (lupdate) adds new
strings, run `fill.py --missing de`, add the lines to dict/de.txt (and the other languages),
and run `fill.py` again. A string whose English changes gets a new key: its old line is
reported as unused and can be deleted.
"""

import hashlib
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).resolve().parent
LANGUAGES = ["de", "fr", "zh_CN", "ja"]
PLURAL_FORMS = {"de": 2, "fr": 2, "zh_CN": 1, "ja": 1}


def key_of(source, comment):
    text = source if not comment else source + "\x1f" + comment
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:8]


def unescape(text):
    out = []
    i = 0
    while i < len(text):
        if text[i] == "\\" and i + 1 < len(text):
            out.append({"n": "\n", "t": "\t", "\\": "\\"}.get(text[i + 1], "\\" + text[i + 1]))
            i += 2
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def escape(text):
    return text.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t")


def read_dictionary(lang):
    path = HERE / "dict" / f"{lang}.txt"
    entries = {}
    if not path.exists():
        return entries
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        parts = line.split("\t")
        if len(parts) < 2:
            sys.exit(f"{path}:{number}: expected KEY<TAB>TRANSLATION")
        if parts[0] in entries:
            sys.exit(f"{path}:{number}: key {parts[0]} given twice")
        entries[parts[0]] = [unescape(p) for p in parts[1:]]
    return entries


def messages(tree):
    for context in tree.getroot().iter("context"):
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            comment = message.findtext("comment") or ""
            yield message, source, comment


def fill(lang):
    path = HERE / f"jct_{lang}.ts"
    tree = ET.parse(path)
    dictionary = read_dictionary(lang)
    used = set()
    missing = {}
    for message, source, comment in messages(tree):
        key = key_of(source, comment)
        translation = message.find("translation")
        numerus = message.get("numerus") == "yes"
        forms = dictionary.get(key)
        if forms is None:
            missing[key] = source
            continue
        used.add(key)
        for child in list(translation):
            translation.remove(child)
        translation.text = None
        if numerus:
            wanted = PLURAL_FORMS[lang]
            forms = (forms + [forms[-1]] * wanted)[:wanted]
            translation.text = "\n            "
            for i, form in enumerate(forms):
                element = ET.SubElement(translation, "numerusform")
                element.text = form
                element.tail = "\n            " if i + 1 < len(forms) else "\n        "
        else:
            translation.text = forms[0]
        translation.attrib.pop("type", None)
    ET.indent(tree, space="    ")
    body = ET.tostring(tree.getroot(), encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")
    unused = sorted(set(dictionary) - used)
    return missing, unused


def main(argv):
    if len(argv) == 3 and argv[1] in ("--missing", "--review"):
        lang = argv[2]
        tree = ET.parse(HERE / f"jct_{lang}.ts")
        dictionary = read_dictionary(lang)
        seen = set()
        for _, source, comment in messages(tree):
            key = key_of(source, comment)
            if key in seen:
                continue
            seen.add(key)
            if argv[1] == "--missing" and key not in dictionary:
                print(f"{key}\t{escape(source)}" + (f"\t# {comment}" if comment else ""))
            elif argv[1] == "--review":
                print(f"{key}  {escape(source)}\n          {' | '.join(escape(f) for f in dictionary.get(key, ['(missing)']))}")
        return 0
    status = 0
    for lang in LANGUAGES:
        missing, unused = fill(lang)
        print(f"jct_{lang}.ts: {len(missing)} missing, {len(unused)} unused dictionary lines")
        for key, source in missing.items():
            print(f"  missing {key}\t{escape(source)}")
        for key in unused:
            print(f"  unused  {key}")
        if missing:
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv))
