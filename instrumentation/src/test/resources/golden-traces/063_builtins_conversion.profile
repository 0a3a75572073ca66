lines 243
sha256 6a618923f9983f6d7638958b93318e5ed54a886e0ee984b1c03b45b1b0be36e9
call <module> 0
c_call <module> 2 chr
c_return <module> 2 chr
c_call <module> 2 chr
c_return <module> 2 chr
c_call <module> 2 chr
c_return <module> 2 chr
c_call <module> 2 ord
c_return <module> 2 ord
c_call <module> 2 ord
c_return <module> 2 ord
c_call <module> 2 ord
c_return <module> 2 ord
c_call <module> 2 print
c_return <module> 2 print
call <listcomp> 3
c_call <listcomp> 3 ord
c_return <listcomp> 3 ord
c_call <listcomp> 3 ord
c_return <listcomp> 3 ord
c_call <listcomp> 3 ord
c_return <listcomp> 3 ord
return <listcomp> 3
c_call <module> 3 join
call <genexpr> 3
c_call <genexpr> 3 chr
c_return <genexpr> 3 chr
return <genexpr> 3
call <genexpr> 3
c_call <genexpr> 3 chr
