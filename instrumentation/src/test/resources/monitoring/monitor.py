"""The harness of the monitoring corpus: records sys.monitoring events as lines that need no offsets.

Offsets differ between CPython 3.12 and frameweave (docs/AGENT.md), so an event is written as its name, the
name of its code object and what its arguments are, never where it happened; LINE events give the place.
"""
import sys

m = sys.monitoring
E = m.events
TOOL = 3
log = []
NAMES = ["PY_START", "PY_RESUME", "PY_RETURN", "PY_YIELD", "CALL", "LINE", "INSTRUCTION", "JUMP", "BRANCH",
         "STOP_ITERATION", "RAISE", "EXCEPTION_HANDLED", "PY_UNWIND", "PY_THROW", "RERAISE", "C_RETURN", "C_RAISE"]


def show(value):
    if value is m.MISSING:
        return "MISSING"
    if isinstance(value, BaseException):
        return type(value).__name__
    if callable(value):
        return getattr(value, "__qualname__", None) or type(value).__name__
    text = repr(value)
    return "<" + type(value).__name__ + ">" if " at 0x" in text else text


def recorder(name, describe):
    def callback(code, where, *args):
        log.append(describe(name, code, where, args))
    return callback


def plain(name, code, where, args):
    if name == "LINE":
        return name + " " + code.co_name + " " + str(where)
    if name in ("JUMP", "BRANCH"):
        return name + " " + code.co_name  # the destination is an offset
    return " ".join([name, code.co_name] + [show(a) for a in args])


def start(events, code=None, describe=plain):
    """Registers a recorder for each event of ``events`` and switches them on, for ``code`` only if given."""
    if m.get_tool(TOOL) is None:
        m.use_tool_id(TOOL, "corpus")
    for name in NAMES:
        bit = getattr(E, name)
        if events & bit or (bit in (E.C_RETURN, E.C_RAISE) and events & E.CALL):
            m.register_callback(TOOL, bit, recorder(name, describe))
    if code is None:
        m.set_events(TOOL, events)
    else:
        m.set_local_events(TOOL, code, events)


def stop(code=None):
    """Switches every event off and prints what was recorded."""
    if code is None:
        m.set_events(TOOL, 0)
    else:
        m.set_local_events(TOOL, code, 0)
    for line in log:
        print(line)
    log.clear()
