lines 19
sha256 b3db204f73bd41741a1c0c761d2062cd2eb06cd3c681dc24e2b3b1273fb229b4
call <module> 0
c_call <module> 7 sorted
c_return <module> 7 sorted
c_call <module> 7 print
c_return <module> 7 print
call check_config 3
call <listcomp> 4
return <listcomp> 4
return check_config 5
c_call <module> 14 exit
c_exception <module> 14 exit
c_call <module> 16 print
c_return <module> 16 print
c_call <module> 18 join
c_return <module> 18 join
c_call <module> 18 exit
c_exception <module> 18 exit
return <module> 18
exited
