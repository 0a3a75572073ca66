# Fails on purpose: an exception raised three calls deep propagates to the top.
def level_three(data):
    print("level three sees", data)
    return data["missing"] * 2
def level_two(data):
    print("level two")
    result = level_three(data)
    return result + 1
def level_one(data):
    print("level one")
    try:
        return level_two(data)
    finally:
        print("level one cleanup runs")
def safe(data):
    try:
        return level_one(data)
    except KeyError as e:
        return f"safe caught {e!r}"
print(safe({"x": 1}))
print(level_one({"missing": 20}))
print("and now unprotected")
level_one({"present": True})
print("not reached")
