lines 209
sha256 1e76b5f656cdfbd8288301be6ad90bcdb2eeed513ea02ffbcd6705edc9e1f42a
call <module> 0
c_call <module> 4 print
c_return <module> 4 print
c_call <module> 5 union
c_return <module> 5 union
c_call <module> 5 intersection
c_return <module> 5 intersection
c_call <module> 5 difference
c_return <module> 5 difference
c_call <module> 5 symmetric_difference
c_return <module> 5 symmetric_difference
c_call <module> 5 print
c_return <module> 5 print
c_call <module> 6 isdisjoint
c_return <module> 6 isdisjoint
c_call <module> 6 issubset
c_return <module> 6 issubset
c_call <module> 6 issuperset
c_return <module> 6 issuperset
c_call <module> 6 print
c_return <module> 6 print
c_call <module> 9 add
c_return <module> 9 add
c_call <module> 9 add
c_return <module> 9 add
c_call <module> 9 add
c_return <module> 9 add
c_call <module> 9 add
c_return <module> 9 add
c_call <module> 9 add
