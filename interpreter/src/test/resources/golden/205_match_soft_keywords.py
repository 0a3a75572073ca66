# match and case are soft keywords: everywhere else they are ordinary names


match = 1
case = 2
print(match, case)
match += 10
print(match)


def match(x):
    return ("called", x)


print(match(3))
print(match (4))
x = match(5)[1]
print(x)

match = [1, 2, 3]
print(match[0], match[1:])
match[0] = 9
print(match)
match, case = case, match
print(match, case)


class Obj:
    match = "attribute"
    case = "other attribute"


print(Obj.match, Obj.case)
match = Obj()
match.x = 1
print(match.x)


def annotated():
    match: int = 7
    return match


print(annotated())
match = {"case": 1}
print(match["case"])
print(match.get("case"))
print([match for match in range(3)])

# a match statement whose subject and captures are named match and case
match = (1, 2)
match match:
    case (case, _):
        print("case bound to", case)

# _ is an ordinary name outside patterns
_ = 5
match 3:
    case _:
        print("wildcard does not bind _:", _)


def case(match):
    match match:
        case "match":
            return "a match"
        case case:
            return "case " + str(case)


print(case("match"), case(1))

# a match statement on one line per case
for v in (1, 2):
    match v:
        case 1: print("one")
        case 2: print("two"); print("still two")
