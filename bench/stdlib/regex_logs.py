"""Web-server logs made up from a seeded generator, then parsed, searched and rewritten with `re`.

Stresses the regular-expression engine through CPython's own `re` module: named groups, alternation, character
classes, `finditer`, `findall`, `sub` with a function, `split`, `fullmatch`, and patterns compiled once and
used many times as well as module-level calls that go through `re`'s cache.
"""
import re

SIZE = 70000

METHODS = ["GET", "POST", "PUT", "DELETE", "HEAD"]
PATHS = ["/", "/index.html", "/api/v1/users", "/api/v1/users/{id}", "/static/css/site.css",
         "/static/js/app.{id}.js", "/search?q=term{id}&page={page}", "/login", "/logout", "/api/v2/orders/{id}/items"]
AGENTS = ["Mozilla/5.0 (X11; Linux x86_64) Firefox/{v}.0", "curl/7.{v}.1", "python-requests/2.{v}.0",
          "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.{v}"]

LINE = re.compile(
    r'(?P<ip>\d{1,3}(?:\.\d{1,3}){3}) - (?P<user>[\w-]+) \[(?P<day>\d{2})/(?P<mon>[A-Z][a-z]{2})/(?P<year>\d{4}):'
    r'(?P<time>\d{2}:\d{2}:\d{2}) [+-]\d{4}\] "(?P<method>[A-Z]+) (?P<path>\S+) HTTP/(?P<ver>1\.[01]|2)" '
    r'(?P<status>\d{3}) (?P<size>\d+|-) "(?P<agent>[^"]*)"')
NUMBER = re.compile(r"\d+")
QUERY = re.compile(r"[?&]([^=&]+)=([^&]*)")
STATIC = re.compile(r"^/static/(?:css|js)/[\w.]+\.(?:css|js)$")
VERSIONED = re.compile(r"/api/v(\d)/(\w+)(?:/(\d+))?")


class Rng:
    def __init__(self, seed):
        self.state = seed

    def next(self, n):
        self.state = (self.state * 1103515245 + 12345) & 0x7FFFFFFF
        return self.state % n


def make_line(rng, i):
    ip = "%d.%d.%d.%d" % (10 + rng.next(200), rng.next(256), rng.next(256), 1 + rng.next(254))
    user = "-" if rng.next(3) else "user%d" % rng.next(50)
    path = PATHS[rng.next(len(PATHS))].format(id=rng.next(5000), page=1 + rng.next(9))
    agent = AGENTS[rng.next(len(AGENTS))].format(v=rng.next(120))
    status = (200, 200, 200, 304, 404, 500, 301)[rng.next(7)]
    size = "-" if status == 304 else str(rng.next(90000))
    return '%s - %s [%02d/%s/2024:%02d:%02d:%02d +0000] "%s %s HTTP/%s" %d %s "%s"' % (
        ip, user, 1 + rng.next(28), ("Jan", "Feb", "Mar")[rng.next(3)], rng.next(24), rng.next(60), rng.next(60),
        METHODS[rng.next(len(METHODS))], path, ("1.0", "1.1", "2")[rng.next(3)], status, size, agent)


def anonymize(m):
    parts = m.group(0).split(".")
    return parts[0] + ".x.x." + parts[3]


def main():
    rng = Rng(2024)
    lines = [make_line(rng, i) for i in range(SIZE)]
    by_status = {}
    bytes_by_method = {}
    params = {}
    static = 0
    api = {}
    numbers = 0
    rewritten = 0
    for line in lines:
        m = LINE.match(line)
        if m is None:
            raise SystemExit("unparsed: " + line)
        status = m.group("status")
        by_status[status] = by_status.get(status, 0) + 1
        size = m.group("size")
        if size != "-":
            bytes_by_method[m.group("method")] = bytes_by_method.get(m.group("method"), 0) + int(size)
        path = m.group("path")
        for key, value in QUERY.findall(path):
            params[key] = params.get(key, 0) + len(value)
        if STATIC.fullmatch(path):
            static += 1
        v = VERSIONED.search(path)
        if v:
            key = (v.group(1), v.group(2), v.group(3) is not None)
            api[key] = api.get(key, 0) + 1
        numbers += sum(int(n) for n in NUMBER.findall(m.group("agent")))
        anon = re.sub(r"\b\d{1,3}(?:\.\d{1,3}){3}\b", anonymize, line)
        rewritten += len(anon)
    words = 0
    for line in lines[: SIZE // 4]:
        words += len(re.split(r"[\s\[\]\"/:]+", line))
    print(sorted(by_status.items()))
    print(sorted(bytes_by_method.items()))
    print(sorted(params.items()), static, numbers, rewritten, words)
    print(sorted(api.items()))


main()
