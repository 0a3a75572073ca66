lines 359
sha256 1570c673774547e673503b3936f4bdc6333a0f88baa730659703123824ebda62
call <module> 0
c_call <module> 8 __build_class__
call Game 8
return Game 61
c_return <module> 8 __build_class__
call __init__ 9
return __init__ 14
c_call <module> 70 print
c_return <module> 70 print
call handle 17
c_call handle 19 partition
c_return handle 19 partition
c_call handle 20 getattr
c_return handle 20 getattr
call do_look 25
c_call do_look 27 join
c_return do_look 27 join
c_call do_look 28 sorted
c_return do_look 28 sorted
c_call do_look 28 join
c_return do_look 28 join
call say 15
c_call say 16 print
c_return say 16 print
return say 16
return do_look 28
return handle 24
c_call <module> 70 print
c_return <module> 70 print
call handle 17
