# The tracer harness of the differential trace corpus. Every corpus program imports it and calls run(main, ...);
# it runs main under sys.settrace or sys.setprofile and prints the events it saw, one per line, as
# "event function line detail". It is written in the Python subset frameweave runs, so the very same file runs
# under CPython 3.11 (which makes the golden files, see regen.py) and under frameweave with its agent.
import sys

SIMPLE = (int, str, bool, float, type(None))


def describe(value):
    """A short, address-free text for an event argument."""
    if type(value) in SIMPLE:
        return repr(value)
    if type(value) in (tuple, list):
        parts = []
        for item in value:
            parts.append(describe(item))
        if type(value) is tuple:
            if len(parts) == 1:
                return '(' + parts[0] + ',)'
            return '(' + ', '.join(parts) + ')'
        return '[' + ', '.join(parts) + ']'
    return '<' + type(value).__name__ + '>'


class Recorder:
    """Records events; options say how the tracer behaves at given (function, line) places."""

    def __init__(self, jumps, no_local, none_returning, raise_at, opcodes, lines_off):
        self.events = []
        self.jumps = jumps
        self.no_local = no_local
        self.none_returning = none_returning
        self.raise_at = raise_at
        self.opcodes = opcodes
        self.lines_off = lines_off

    def record(self, frame, event, arg):
        name = frame.f_code.co_name
        detail = ''
        if event == 'return':
            detail = describe(arg)
        elif event == 'exception':
            detail = arg[0].__name__
        elif event in ('c_call', 'c_return', 'c_exception'):
            detail = arg.__name__
        self.events.append(event + ' ' + name + ' ' + str(frame.f_lineno) + (' ' + detail if detail else ''))

    def global_trace(self, frame, event, arg):
        self.record(frame, event, arg)
        name = frame.f_code.co_name
        if name in self.no_local:
            return None
        if name in self.opcodes:
            frame.f_trace_opcodes = True
        if name in self.lines_off:
            frame.f_trace_lines = False
        return self.local_trace

    def local_trace(self, frame, event, arg):
        self.record(frame, event, arg)
        key = frame.f_code.co_name + ':' + str(frame.f_lineno)
        if event == 'line' and key in self.jumps:
            targets = self.jumps[key]
            if targets:
                target = targets.pop(0)
                try:
                    frame.f_lineno = target
                    self.events.append('jumped ' + str(target) + ' now ' + str(frame.f_lineno))
                except ValueError as e:
                    self.events.append('jump-error ' + str(target) + ': ' + str(e))
        if event == 'line' and key in self.raise_at:
            self.events.append('tracer raises')
            raise RuntimeError('raised by the tracer')
        if frame.f_code.co_name in self.none_returning:
            return None
        return self.local_trace

    def profile(self, frame, event, arg):
        self.record(frame, event, arg)


def run(main, jumps=None, no_local=(), none_returning=(), raise_at=(), opcodes=(), lines_off=(), profile=False):
    """Runs main() under the tracer and prints the events; then prints what main returned or raised."""
    table = {}
    if jumps:
        for key in jumps:
            value = jumps[key]
            if type(value) is int:
                value = [value]
            table[key] = list(value)
    recorder = Recorder(table, no_local, none_returning, raise_at, opcodes, lines_off)
    outcome = None
    try:
        if profile:
            sys.setprofile(recorder.profile)
            try:
                outcome = main()
            finally:
                sys.setprofile(None)
        else:
            sys.settrace(recorder.global_trace)
            try:
                outcome = main()
            finally:
                sys.settrace(None)
        outcome = 'returned ' + describe(outcome)
    except Exception as e:
        outcome = 'raised ' + type(e).__name__ + ': ' + str(e)
    print('--- events')
    for line in recorder.events:
        print(line)
    print('--- ' + outcome)
    print('--- gettrace after: ' + describe(sys.gettrace()) + ', getprofile after: ' + describe(sys.getprofile()))
