lines 10763
sha256 0462e1c245539d44fc118d0daabf682402a0610320f152c43d6c27f8c882c363
call <module> 0
call mat_mul 2
call <listcomp> 3
call <listcomp> 3
c_call <listcomp> 3 sum
call <genexpr> 3
return <genexpr> 3
call <genexpr> 3
return <genexpr> 3
call <genexpr> 3
return <genexpr> 3
call <genexpr> 3
return <genexpr> 3
c_return <listcomp> 3 sum
c_call <listcomp> 3 sum
call <genexpr> 3
return <genexpr> 3
call <genexpr> 3
return <genexpr> 3
call <genexpr> 3
return <genexpr> 3
call <genexpr> 3
return <genexpr> 3
c_return <listcomp> 3 sum
return <listcomp> 3
call <listcomp> 3
c_call <listcomp> 3 sum
call <genexpr> 3
return <genexpr> 3
call <genexpr> 3
