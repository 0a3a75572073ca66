def kind(v):
    match v:
        case 0 | 1:
            result = "small"
        case [first, *rest]:
            result = "sequence"
        case {"k": value}:
            result = "mapping"
        case str():
            result = "text"
    return result if v != 2 else "two"


def always(v):
    match v:
        case int(n) if n > 0:
            return "positive"
        case other:
            return "other"


for v in (0, [1, 2], {"k": 1}, "s"):
    kind(v)
always(1)
always(-1)
match always(3):
    case "positive":
        print("positive")
