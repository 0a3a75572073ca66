def get_instructions(co):
    return []
