# breakpoint() calls: each stops at its caller's next line; PYTHONBREAKPOINT=0 turns them off. "# AT:" markers
# name lines.
import os


def work(n):
    total = n * 2
    breakpoint()
    total += 1  # AT:after
    return total


def last():
    breakpoint()  # the function's last line: the stop is in its caller


print(work(20))
os.environ["PYTHONBREAKPOINT"] = "0"
print(work(1))
del os.environ["PYTHONBREAKPOINT"]
last()
print("end")  # AT:end
