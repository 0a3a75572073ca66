lines 91
sha256 54f7897670faff25a8a50da95f77b35556e684ce35319892b857a537148027b7
call <module> 0
c_call <module> 9 __build_class__
call K 9
return K 10
c_return <module> 9 __build_class__
c_call <module> 13 collect
c_return <module> 13 collect
c_call <module> 14 collect
c_return <module> 14 collect
c_call <module> 15 collect
c_return <module> 15 collect
c_call <module> 17 collect
c_return <module> 17 collect
c_call <module> 17 collect
c_return <module> 17 collect
c_call <module> 17 collect
c_return <module> 17 collect
call inner 18
c_call inner 19 collect
c_return inner 19 collect
return inner 19
c_call <module> 23 send
call co 6
return co 7
c_exception <module> 23 send
c_call <module> 25 print
c_return <module> 25 print
c_call <module> 26 collect
c_return <module> 26 collect
c_call <module> 27 close
