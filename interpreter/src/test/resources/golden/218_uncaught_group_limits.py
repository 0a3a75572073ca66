# an uncaught exception group too wide and too deep: "and N more exceptions", "max_group_depth is 10"
# golden: full stderr


def nest(depth):
    if depth == 0:
        return ValueError("bottom")
    return ExceptionGroup(f"level {depth}", [nest(depth - 1), KeyError(depth)])


wide = ExceptionGroup("wide", [IndexError(i) for i in range(17)])
deep = nest(12)
sixteen = ExceptionGroup("exactly sixteen", [ValueError(i) for i in range(16)])
raise BaseExceptionGroup("limits", [wide, deep, sixteen, KeyboardInterrupt()])
