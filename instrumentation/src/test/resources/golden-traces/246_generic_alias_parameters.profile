lines 273
sha256 7c0ced328fc3ea3ea64f0d2abf1a99c6d7a5d48533eb5c9f2b433988782312fc
call <module> 0
c_call <module> 2 __build_class__
call TypeVarLike 2
return TypeVarLike 8
c_return <module> 2 __build_class__
call __init__ 4
return __init__ 5
call __init__ 4
return __init__ 5
c_call <module> 14 print
call __repr__ 6
return __repr__ 7
call __repr__ 6
return __repr__ 7
call __repr__ 6
return __repr__ 7
call __repr__ 6
return __repr__ 7
c_return <module> 14 print
c_call <module> 15 print
call __repr__ 6
return __repr__ 7
c_return <module> 15 print
c_call <module> 16 print
call __repr__ 6
return __repr__ 7
call __repr__ 6
return __repr__ 7
call __repr__ 6
return __repr__ 7
