lines 655
sha256 8c0730ff741b0be471974bdb730205609a15d3fcecfd9f25baa4021d5ee43477
call <module> 0
call <lambda> 2
return <lambda> 2
call <lambda> 3
return <lambda> 3
call <lambda> 3
return <lambda> 3
call <lambda> 4
return <lambda> 4
c_call <module> 4 print
c_return <module> 4 print
call make_multiplier 5
return make_multiplier 8
call make_multiplier 5
return make_multiplier 8
call mul 6
return mul 7
call mul 6
return mul 7
call <listcomp> 10
call make_multiplier 5
return make_multiplier 8
call mul 6
return mul 7
call make_multiplier 5
return make_multiplier 8
call mul 6
return mul 7
call make_multiplier 5
return make_multiplier 8
