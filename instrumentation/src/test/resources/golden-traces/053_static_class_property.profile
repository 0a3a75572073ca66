lines 179
sha256 85016ec3b223dee17ad51da05df557cd931c2c780bd8eb256207ea4dbc0e6924
call <module> 0
c_call <module> 2 __build_class__
call Date 2
return Date 21
c_return <module> 2 __build_class__
c_call <module> 23 __build_class__
call FancyDate 23
return FancyDate 24
c_return <module> 23 __build_class__
call from_string 8
c_call from_string 10 split
c_return from_string 10 split
call <genexpr> 10
return <genexpr> 10
call <genexpr> 10
return <genexpr> 10
call <genexpr> 10
return <genexpr> 10
call <genexpr> 10
return <genexpr> 10
call __init__ 5
return __init__ 7
return from_string 11
call from_string 8
c_call from_string 10 split
c_return from_string 10 split
call <genexpr> 10
return <genexpr> 10
call <genexpr> 10
return <genexpr> 10
