lines 705
sha256 b5a062cff68fe7afa656c5942d281d5ae7cce8f4ccf11f88ea1fede9f7f47290
call <module> 0
c_call <module> 2 __build_class__
call ListNode 2
return ListNode 3
c_return <module> 2 __build_class__
c_call <module> 5 __build_class__
call LinkedList 5
return LinkedList 26
c_return <module> 5 __build_class__
call __init__ 6
call push_front 11
call __init__ 3
return __init__ 4
return push_front 13
call push_front 11
call __init__ 3
return __init__ 4
return push_front 13
call push_front 11
call __init__ 3
return __init__ 4
return push_front 13
call push_front 11
call __init__ 3
return __init__ 4
return push_front 13
return __init__ 9
c_call <module> 29 len
call __len__ 19
return __len__ 20
