# a case after an irrefutable one is a SyntaxError of the whole file


def f(x):
    match x:
        case [a]:
            return a
        case other:
            return other
        case 1:
            return 1


print("never printed")
