# User-defined exception hierarchies carrying attributes.
class AppError(Exception):
    """Base class for this application's errors."""
class ParseError(AppError):
    def __init__(self, line, col, message):
        super().__init__(f"line {line}, col {col}: {message}")
        self.line, self.col = line, col
class HttpError(AppError):
    def __init__(self, status, reason="unknown"):
        self.status = status
        self.reason = reason
    def __str__(self):
        return f"HTTP {self.status} ({self.reason})"
class NotFound(HttpError):
    def __init__(self, path):
        super().__init__(404, "not found")
        self.path = path
def parse(text):
    for ln, line in enumerate(text.splitlines(), 1):
        col = line.find("?")
        if col >= 0:
            raise ParseError(ln, col + 1, "unexpected '?'")
    return "ok"
print(parse("a\nb"))
try:
    parse("x = 1\ny = ?")
except ParseError as e:
    print(type(e).__name__, e, e.line, e.col, e.args)
for exc in [NotFound("/index"), HttpError(500), ParseError(1, 2, "m")]:
    try:
        raise exc
    except HttpError as e:
        print("http:", e, e.status, repr(e.args), getattr(e, "path", None))
    except AppError as e:
        print("app:", e)
print(AppError.__doc__, [c.__name__ for c in NotFound.__mro__])
print(isinstance(NotFound("/"), AppError), issubclass(NotFound, Exception))
class Retry(Exception):
    def __init__(self, attempts):
        super().__init__(attempts)
        self.attempts = attempts
def flaky(state):
    state["calls"] += 1
    if state["calls"] < 3:
        raise Retry(state["calls"])
    return "succeeded after %d calls" % state["calls"]
state = {"calls": 0}
while True:
    try:
        print(flaky(state))
        break
    except Retry as r:
        print("retrying, attempt", r.attempts, repr(r))
class ValidationErrors(Exception):
    def __init__(self, errors):
        super().__init__(f"{len(errors)} validation error(s)")
        self.errors = errors
def validate(user):
    errors = []
    if not user.get("name"):
        errors.append("name is required")
    if not 0 < user.get("age", 0) < 150:
        errors.append("age out of range")
    if errors:
        raise ValidationErrors(errors)
    return True
for user in [{"name": "a", "age": 5}, {"age": 200}, {"name": "", "age": 40}]:
    try:
        print(validate(user))
    except ValidationErrors as ve:
        print(ve, ve.errors)
e = HttpError(418, "teapot")
e.extra = "custom attribute"
print(e, e.extra, e.args, repr(ParseError(3, 4, "x")))
class Empty(Exception):
    pass
print(repr(Empty()), str(Empty("a", "b")), repr(Empty("only")), Empty(1).args)
try:
    raise Empty
except Empty as err:
    print("raised class, got instance:", type(err).__name__, isinstance(err, Empty))
