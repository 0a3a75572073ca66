import sys


def tag(fn):
    return fn


@tag  # pragma: no cover
def debug():
    return "debug"


class Platform:
    def name(self):
        if sys.platform == "win32":  # pragma: no cover
            return "windows"
        else:
            return "other"

    def never(self):  # pragma: no cover
        return None


try:
    value = int("12")
except ValueError:  # pragma: no cover
    value = 0
print(Platform().name(), value)
for arg in sys.argv[:1]:  # pragma: no branch
    print(len(arg) > 0)
