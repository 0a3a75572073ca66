lines 109
sha256 de3bdcf65d6a096914150b5b615e028a455a1f441193651c4c01894821acae18
call <module> 0
c_call <module> 2 __build_class__
call Base 2
return Base 3
c_return <module> 2 __build_class__
c_call <module> 5 __build_class__
call C 5
return C 7
c_return <module> 5 __build_class__
c_call <module> 11 get
c_return <module> 11 get
c_call <module> 11 get
c_return <module> 11 get
c_call <module> 11 print
c_return <module> 11 print
c_call <module> 12 sorted
call <genexpr> 12
c_call <genexpr> 12 startswith
c_return <genexpr> 12 startswith
c_call <genexpr> 12 startswith
c_return <genexpr> 12 startswith
return <genexpr> 12
call <genexpr> 12
c_call <genexpr> 12 startswith
c_return <genexpr> 12 startswith
return <genexpr> 12
call <genexpr> 12
c_call <genexpr> 12 startswith
c_return <genexpr> 12 startswith
return <genexpr> 12
