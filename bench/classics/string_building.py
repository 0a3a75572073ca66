# Building text: a report of generated log lines made with f-strings, %-formatting and str.format, padded,
# justified, joined and concatenated, then rewritten with replace, split, strip, upper and slicing, and parsed
# back. Short-lived strings, str methods, formatting of ints and floats.
SIZE = 250000  # log lines per report; tune so CPython 3.11 takes 1-4 s

LEVELS = ("DEBUG", "INFO", "WARN", "ERROR")
SERVICES = ("auth", "billing", "search", "gateway", "storage", "mailer")
WORDS = ("request", "timeout", "retry", "cache", "miss", "user", "token", "queue", "disk", "slow", "ok", "done")


def make_line(i):
    level = LEVELS[i * 7 % 4 if i % 5 else 3]
    service = SERVICES[i * 13 % len(SERVICES)]
    words = " ".join(WORDS[(i * k + k * k) % len(WORDS)] for k in range(1, 2 + i % 5))
    millis = i * 37 % 100000
    ratio = (i % 1000) / 8
    return f"{i:08d} {level:<5} [{service:>8}] {words} took={millis}ms ratio={ratio:.3f}"


def report(n):
    lines = [make_line(i) for i in range(n)]
    text = "\n".join(lines)
    sections = []
    section = ""
    for i, line in enumerate(lines):
        if i % 97 == 0:
            sections.append(section)
            section = "== %6d ==\n" % i
        if "ERROR" in line:
            section += line.upper() + "\n"
    sections.append(section)
    return text, "".join(sections)


def summarize(text):
    per_level = {}
    per_service = {}
    slowest = ""
    slowest_ms = -1
    for line in text.split("\n"):
        number, level, rest = line.split(" ", 2)
        rest = rest.lstrip()
        service = rest[1:rest.index("]")].strip()
        took = rest[rest.index("took=") + 5: rest.index("ms")]
        ms = int(took)
        per_level[level] = per_level.get(level, 0) + 1
        per_service[service] = per_service.get(service, 0) + ms
        if ms > slowest_ms:
            slowest_ms, slowest = ms, number
    return per_level, per_service, slowest, slowest_ms


def table(per_service):
    rows = ["{:<10}|{:>12}".format("service", "total ms"), "-" * 10 + "+" + "-" * 12]
    for name in sorted(per_service):
        rows.append("{:<10}|{:>12,}".format(name, per_service[name]))
    return "\n".join(rows)


def rewrite(text):
    text = text.replace("timeout", "TIMEOUT").replace("ratio=", "r=")
    words = text.split()
    reversed_words = " ".join(w[::-1] for w in words[:5000])
    centred = "".join(w.center(12, ".") for w in words[:3000:3])
    return len(text), reversed_words[-60:], centred[:48], text.count("TIMEOUT"), text.rfind("cache")


def main():
    text, errors = report(SIZE)
    per_level, per_service, slowest, slowest_ms = summarize(text)
    print("length", len(text), "errors section", len(errors), errors[:40].replace("\n", "|"))
    print("levels", " ".join("%s=%d" % (k, per_level[k]) for k in LEVELS))
    print(table(per_service))
    print("slowest", slowest, slowest_ms)
    print(*rewrite(text))
    for _ in range(3):
        text, errors = report(SIZE // 2)
        print(len(text), len(errors), text[-30:])


main()
