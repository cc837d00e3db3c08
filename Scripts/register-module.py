"""Registers <Name>Module in an app: the package and product in its Package.swift, the import
and `try registry.register(<Name>Module())` in its one Swift source with a `run()`.

Usage: register-module.py <app folder> <Name>      (used by Scripts/new-domain --register)
"""

import re
import sys
from pathlib import Path


def fail(message: str) -> None:
    sys.exit(f"register-module: {message}")


def insert_after_last(text: str, pattern: str, line: str, what: str) -> str:
    """`line` after the last line matching `pattern`, indented as that line."""
    matches = list(re.finditer(pattern, text, re.MULTILINE))
    if not matches:
        fail(f"no {what} to add {line} after")
    last = matches[-1]
    indent = re.match(r"[ \t]*", last.group(0)).group(0)
    end = last.end() + 1
    return text[:end] + indent + line + "\n" + text[end:]


def main() -> None:
    app, name = Path(sys.argv[1]), sys.argv[2]
    manifest = app / "Package.swift"
    text = manifest.read_text()
    if f'"{name}UI"' in text:
        fail(f"{manifest} already depends on {name}UI")
    text = insert_after_last(
        text, r'^[ \t]*\.package\(path: "\.\./\.\./Packages/\w+"\),$',
        f'.package(path: "../../Packages/{name}UI"),', "package dependency")
    text = insert_after_last(
        text, r'^[ \t]*\.product\(name: "\w+UI", package: "\w+UI"\),$',
        f'.product(name: "{name}UI", package: "{name}UI"),', "UI product")
    sources = [path for path in (app / "Sources").rglob("*.swift") if "registry.register(" in path.read_text()]
    if len(sources) != 1:
        fail(f"expected one source registering modules under {app / 'Sources'}, found {len(sources)}")
    source = sources[0]
    code = source.read_text()
    lines = code.split("\n")
    imports = [index for index, line in enumerate(lines) if line.startswith("import ")]
    if not imports:
        fail(f"{source} has no imports")
    # The import block stays sorted, as swift format lint wants it.
    block = sorted(set(lines[imports[0] : imports[-1] + 1] + [f"import {name}UI"]))
    lines[imports[0] : imports[-1] + 1] = block
    code = insert_after_last(
        "\n".join(lines), r"^[ \t]*try registry\.register\(\w+\(\)\)$",
        f"try registry.register({name}Module())", "registry.register line")
    manifest.write_text(text)
    source.write_text(code)


main()
