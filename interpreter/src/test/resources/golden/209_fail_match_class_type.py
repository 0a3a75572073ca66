# an uncaught TypeError from a class pattern whose class is no type


class Tools:
    def helper(self):
        return 1


def check(v):
    match v:
        case Tools.helper():
            return "?"
        case _:
            return "no"


print(check(1))
