# The tracer harness of the golden-program traces: runs one of the interpreter's golden programs under
# sys.settrace and writes the events of its own code (the program and the helper modules beside it) to a file,
# one per line: "event function line", with the exception's type for 'exception'. Written in the subset
# frameweave runs: CPython 3.11 runs it to make the expected digests (regen.py), frameweave's test runs it under
# the agent (GoldenProgramTracesTest).
#
#   trace_golden.py PROGRAM OUTPUT [ARG...]
import sys

program = sys.argv[1]
output = sys.argv[2]
folder = program[:program.rfind("/")]
events = []


def tracer(frame, event, arg):
    code = frame.f_code
    if not code.co_filename.startswith(folder + "/"):
        return None
    if event == "exception":
        events.append("exception " + code.co_name + " " + str(frame.f_lineno) + " " + arg[0].__name__)
    else:
        events.append(event + " " + code.co_name + " " + str(frame.f_lineno))
    return tracer


source = open(program).read()
sys.argv = [program] + sys.argv[3:]
sys.path.insert(0, folder)
try:
    code = compile(source, program, "exec")
except SyntaxError as e:
    code = None
    ended = "not compiled: " + type(e).__name__
if code is not None:
    ended = "returned"
    sys.settrace(tracer)
    try:
        exec(code, {"__name__": "__main__", "__file__": program})
    except SystemExit:
        ended = "exited"
    except BaseException as e:
        ended = "raised " + type(e).__name__
    sys.settrace(None)
sys.stdout.flush()
out = open(output, "w")
out.write("\n".join(events) + "\n" + ended + "\n")
out.close()
