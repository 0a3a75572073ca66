# A text adventure driven by a scripted command list: rooms, items, and a state machine.
ROOMS = {
    "hall": {"desc": "a dusty hall", "exits": {"north": "library", "east": "kitchen"}, "items": ["lamp"]},
    "library": {"desc": "a silent library", "exits": {"south": "hall"}, "items": ["key", "book"]},
    "kitchen": {"desc": "a cold kitchen", "exits": {"west": "hall", "down": "cellar"}, "items": []},
    "cellar": {"desc": "a dark cellar", "exits": {"up": "kitchen"}, "items": ["treasure"]},
}
class Game:
    def __init__(self):
        self.room = "hall"
        self.inventory = []
        self.state = "playing"
        self.cellar_locked = True
        self.moves = 0
    def say(self, msg):
        print(f"[{self.moves:02}] {msg}")
    def handle(self, line):
        self.moves += 1
        verb, _, noun = line.partition(" ")
        handler = getattr(self, "do_" + verb, None)
        if handler is None:
            self.say(f"I don't know how to '{verb}'.")
        else:
            handler(noun)
    def do_look(self, _):
        r = ROOMS[self.room]
        items = ", ".join(r["items"]) or "nothing"
        self.say(f"You are in {r['desc']}. Exits: {', '.join(sorted(r['exits']))}. You see: {items}.")
    def do_go(self, direction):
        exits = ROOMS[self.room]["exits"]
        if direction not in exits:
            self.say("You can't go that way.")
            return
        target = exits[direction]
        if target == "cellar" and self.cellar_locked:
            self.say("The cellar door is locked.")
            return
        if target == "cellar" and "lamp" not in self.inventory:
            self.say("It is too dark to go down without a lamp.")
            return
        self.room = target
        self.do_look("")
    def do_take(self, item):
        items = ROOMS[self.room]["items"]
        if item in items:
            items.remove(item)
            self.inventory.append(item)
            self.say(f"Taken: {item}.")
            if item == "treasure":
                self.state = "won"
        else:
            self.say(f"There is no {item} here.")
    def do_use(self, item):
        if item not in self.inventory:
            self.say(f"You don't have a {item}.")
        elif item == "key" and self.room == "kitchen":
            self.cellar_locked = False
            self.say("You unlock the cellar door.")
        else:
            self.say(f"Nothing happens with the {item}.")
    def do_inventory(self, _):
        self.say("You carry: " + (", ".join(self.inventory) or "nothing"))
script = ["look", "go east", "go down", "go west", "go north", "take key", "take sword", "dance",
          "go south", "inventory", "go east", "use key", "go down", "go west", "take lamp", "use lamp",
          "go east", "go down", "take treasure"]
game = Game()
for cmd in script:
    if game.state != "playing":
        break
    print("> " + cmd)
    game.handle(cmd)
print("final state:", game.state, "after", game.moves, "moves with", game.inventory)
