# The wait status macros of os (Linux's encoding), os.waitstatus_to_exitcode, and waitpid without children
import os

for status in (0, 0x100, 0x300, 0xff00, 0x1ff00, 9, 15, 0x89, 0x17f, 0x137f, 0xffff, 0x7f):
    print(hex(status), os.WIFEXITED(status), os.WEXITSTATUS(status), os.WIFSIGNALED(status), os.WTERMSIG(status),
          os.WIFSTOPPED(status), os.WSTOPSIG(status), os.WIFCONTINUED(status), os.WCOREDUMP(status), end=' ')
    try:
        print(os.waitstatus_to_exitcode(status))
    except ValueError as e:
        print('ValueError:', e)
print(os.waitstatus_to_exitcode(status=0x200))
print(os.WNOHANG, os.WUNTRACED, os.WCONTINUED)
for call in (lambda: os.waitpid(-1, 0), lambda: os.waitpid(-1, os.WNOHANG), lambda: os.wait()):
    try:
        call()
    except ChildProcessError as e:
        print('ChildProcessError', e.errno, e.strerror)
for bad in ('x', 1.5):
    try:
        os.waitstatus_to_exitcode(bad)
    except TypeError as e:
        print('TypeError', e)
