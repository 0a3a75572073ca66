lines 49
sha256 e388ad91f890eb51289032c0f649a5aa980fa9e476c35e38b0adc7f141162039
call <module> 0
c_call <module> 2 __build_class__
call Robot 2
return Robot 9
c_return <module> 2 __build_class__
call __init__ 3
return __init__ 5
call move 6
return move 8
call move 6
return move 8
call report 9
return report 10
c_call <module> 13 print
c_return <module> 13 print
call <listcomp> 14
call __init__ 3
return __init__ 5
call __init__ 3
return __init__ 5
call __init__ 3
return __init__ 5
return <listcomp> 14
call move 6
return move 8
call move 6
return move 8
call move 6
return move 8
call <listcomp> 17
