def or_(a, b):
    return a | b
