# logging from CPython's Lib: basicConfig, levels, handlers, formatters, %-style and {}-style, exceptions
# golden: needs the standard library
import io
import logging
import sys

logging.basicConfig(level=logging.DEBUG, stream=sys.stdout, format="%(levelname)s:%(name)s:%(message)s")
logging.debug("debug %s", 1)
logging.info("info %d%%", 50)
logging.warning("warning")
logging.error("error %r", {"a": 1})
logging.critical("critical")
log = logging.getLogger("app.sub")
log.info("from %s", log.name)
print(log.getEffectiveLevel(), log.parent.name, logging.getLogger("app") is log.parent, log.isEnabledFor(logging.DEBUG))
print(logging.getLevelName(logging.WARNING), logging.getLevelName(25), logging.getLevelName("ERROR"))

stream = io.StringIO()
handler = logging.StreamHandler(stream)
handler.setFormatter(logging.Formatter("{levelname:<8}|{name}|{message}|{funcName}", style="{"))
other = logging.getLogger("other")
other.propagate = False
other.addHandler(handler)
other.setLevel(logging.INFO)
other.debug("hidden")
other.info("shown %s", "yes")


def inner():
    other.warning("in a function")


inner()


class Only(logging.Filter):
    def filter(self, record):
        return "keep" in record.getMessage()


handler.addFilter(Only())
other.info("drop this")
other.info("keep this")
print(stream.getvalue(), end="")

s2 = io.StringIO()
h2 = logging.StreamHandler(s2)
h2.setFormatter(logging.Formatter("$levelname $message", style="$"))
l2 = logging.getLogger("dollar")
l2.propagate = False
l2.addHandler(h2)
l2.error("dollar style")
l2.log(35, "custom level")
logging.addLevelName(35, "NOTICE")
l2.log(35, "named level")
print(s2.getvalue(), end="")

try:
    1 / 0
except ZeroDivisionError:
    s3 = io.StringIO()
    h3 = logging.StreamHandler(s3)
    h3.setFormatter(logging.Formatter("%(levelname)s %(message)s"))
    l3 = logging.getLogger("exc")
    l3.propagate = False
    l3.addHandler(h3)
    l3.exception("failed")
    text = s3.getvalue()
    print(text.splitlines()[0], text.splitlines()[1], text.splitlines()[-1])

adapter = logging.LoggerAdapter(logging.getLogger("adapted"), {"user": "bob"})
adapter.warning("adapter")
logging.disable(logging.ERROR)
logging.warning("disabled")
logging.disable(logging.NOTSET)
logging.warning("enabled again")
print(logging.root.handlers[0].level, type(logging.root.handlers[0]).__name__, logging.root.level)
logging.shutdown()
