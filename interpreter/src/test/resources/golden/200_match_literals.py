# match: literal, singleton and value patterns


def describe(x):
    match x:
        case 0:
            return "zero"
        case -1:
            return "minus one"
        case 1.5:
            return "one and a half"
        case -2.5:
            return "minus two and a half"
        case 1 + 2j:
            return "complex 1+2j"
        case -3 - 4j:
            return "complex -3-4j"
        case 5j:
            return "imaginary 5j"
        case "hello":
            return "greeting"
        case "con" "cat":
            return "concatenated"
        case None:
            return "None"
        case True:
            return "True"
        case False:
            return "False"
        case _:
            return "something else: " + repr(x)


for v in [0, 0.0, -1, -1.0, 1.5, -2.5, 1 + 2j, -3 - 4j, 5j, "hello", "concat", None, True, False, 1, 1.0, "", [], 2]:
    print(repr(v), "->", describe(v))


class Color:
    RED = "red"
    GREEN = "green"

    class Shade:
        DARK = 1


def color(c):
    match c:
        case Color.RED:
            return "the red one"
        case Color.GREEN:
            return "the green one"
        case Color.Shade.DARK:
            return "dark"
    return "no color"


for c in ["red", "green", 1, True, "blue"]:
    print(c, color(c))


class Weird:
    def __eq__(self, other):
        print("  __eq__ called with", other)
        return other == 3


match Weird():
    case 1:
        print("matched 1")
    case 3:
        print("matched 3")

# the subject is compared with ==: the subject's __eq__ is asked first only when it is the right operand
match 3:
    case Color.RED:
        print("red?")
    case 3:
        print("three")

# singletons compare by identity: 1 == True but 1 is not True
for v in (1, 0, True, False, None, 0.0):
    match v:
        case True:
            print(repr(v), "is True")
        case False:
            print(repr(v), "is False")
        case None:
            print(repr(v), "is None")
        case _:
            print(repr(v), "is no singleton")

# a match without a matching case does nothing
match 42:
    case 1:
        print("never")
print("after the match")

# subjects are evaluated once
calls = []


def subject():
    calls.append(1)
    return 7


match subject():
    case 1:
        pass
    case 2:
        pass
    case 7:
        print("seven after", len(calls), "call")
