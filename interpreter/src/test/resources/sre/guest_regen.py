"""Regenerates guest.txt, CPython 3.11's output for each snippet of guest_snippets.py run after
guest_prelude.py. Run it as ``/usr/bin/python3.11 guest_regen.py``. SreGuestTest runs the same programs on
frameweave and compares."""
import os
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))


def snippets():
    name, lines = None, []
    with open(os.path.join(HERE, "guest_snippets.py"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("#--- "):
                if name:
                    yield name, "".join(lines)
                name, lines = line[5:].strip(), []
            elif name:
                lines.append(line)
    if name:
        yield name, "".join(lines)


def main():
    with open(os.path.join(HERE, "guest_prelude.py"), encoding="utf-8") as f:
        prelude = f.read()
    out = []
    for name, source in snippets():
        r = subprocess.run(["/usr/bin/python3.11", "-c", prelude + source], capture_output=True,
                           env={"PYTHONHASHSEED": "0", "PYTHONIOENCODING": "utf-8"}, check=True)
        out.append("#--- %s\n%s" % (name, r.stdout.decode("utf-8")))
    with open(os.path.join(HERE, "guest.txt"), "w", encoding="utf-8") as f:
        f.write("".join(out))


if __name__ == "__main__":
    main()
